import type { z } from 'zod';
import { type Call, type CallMethod, type CallNeeds, type CallTag, defineCall } from '../call';
import { envelopeSchema } from '../envelope';

/**
 * What a descriptor declares beyond method, path, tag and summary: the schemas it takes, and
 * either `val` (the envelope's val on success: `response` becomes `envelopeSchema(val)`), a
 * whole `response`, or the `contentType` of a file call.
 */
type CallParts = {
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  needs?: CallNeeds;
  val?: z.ZodType;
  response?: Call['response'];
  contentType?: string;
};

/** The envelope `val: V` stands for. */
type EnvelopeOf<V> = V extends z.ZodType ? ReturnType<typeof envelopeSchema<V>> : never;

/** The parts as the descriptor holds them: `val` turned into `response`, the rest as given. */
type Held<D> = {
  readonly [K in keyof D as K extends 'val' ? 'response' : K]: K extends 'val'
    ? EnvelopeOf<D[K]>
    : D[K];
};

/** What `defineCall` gives for the descriptor written out, as one object type. */
type Declared<M, P, T, S, D> = Flat<
  { readonly method: M; readonly path: P; readonly tag: T; readonly summary: S } & Held<D>
>;
type Flat<X> = { [K in keyof X]: X[K] };

const declare =
  <const M extends CallMethod, const T extends CallTag>(method: M, tag: T) =>
  <const P extends `/${string}`, const S extends string, const D extends CallParts>(
    path: P,
    summary: S,
    parts: D,
  ): Declared<M, P, T, S, D> => {
    // Same keys in the same order as a descriptor written out with `defineCall`.
    const rest = Object.entries(parts).map(([key, value]) =>
      key === 'val' ? ['response', envelopeSchema(value as z.ZodType)] : [key, value],
    );
    const call = { method, path, tag, summary, ...Object.fromEntries(rest) } as Call;
    return defineCall(call) as unknown as Declared<M, P, T, S, D>;
  };

/**
 * The calls of one OpenAPI group: `post(path, summary, parts)` (or `get`) declares a call with
 * the group's tag, as `defineCall` would with everything written out.
 */
export const callGroup = <const T extends CallTag>(tag: T) => ({
  get: declare('GET', tag),
  post: declare('POST', tag),
});
