import type { CallMethod } from '@portal/contract';
import type { z } from 'zod';
import { type RequestOptions, request, type UploadOptions, upload } from './api-client';

/**
 * Calls of the contract by their descriptors (`packages/contract/src/calls/**`): the path, the
 * method and the types come from the contract, never from the storefront. Built on `request`
 * and `upload`, so every call keeps the envelope, the headers, the timeout and the handling of
 * spec 8 (session expiry, /noPermission, errmsg or 'Request false').
 *
 * At run time only `method` and `path` are read: builds reduce each descriptor to those two
 * (`contract-calls-plugin.ts`), keeping zod out of the bundle. Answers are not parsed.
 */
export interface CallRef {
  readonly method: CallMethod;
  readonly path: string;
}

/** `val` of a call's answer: the envelope schema's `val`. */
export type CallVal<C> = C extends { response: z.ZodType }
  ? z.output<C['response']> extends { val: infer V }
    ? V
    : never
  : unknown;

/** What a call takes: its JSON body, or the query of a call that declares one. */
export type CallInput<C> = C extends { body: z.ZodType }
  ? z.input<C['body']>
  : C extends { querystring: z.ZodType }
    ? z.input<C['querystring']>
    : undefined;

/** How the screen wants it: cancelled with `signal`; `silent` when it shows errors itself. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'silent' | 'headers'>;

/** The input may be left out when the call needs none (or every field has a default). */
type CallArgs<C> = C extends unknown
  ? undefined extends CallInput<C>
    ? [input?: CallInput<C>, options?: CallOptions]
    : // biome-ignore lint/complexity/noBannedTypes: "a body whose fields all have defaults"
      {} extends CallInput<C>
      ? [input?: CallInput<C>, options?: CallOptions]
      : [input: CallInput<C>, options?: CallOptions]
  : never;

type Query = NonNullable<RequestOptions['query']>;

/**
 * Calls the API with a contract descriptor and resolves with the answer's `val`. A GET sends
 * the input as its query; other methods send it as the JSON body (`{}` when there is none).
 */
export function call<C extends CallRef>(descriptor: C, ...[input, options]: CallArgs<C>) {
  const { method, path } = descriptor;
  return request<CallVal<C>>(
    path,
    method === 'GET'
      ? { ...options, method, query: (input ?? {}) as Query }
      : { ...options, method, body: input ?? {} },
  );
}

/** A multipart call (files) to a descriptor's path, with upload progress. */
export const uploadTo = <C extends CallRef>(
  descriptor: C,
  form: FormData,
  options?: UploadOptions,
) => upload<CallVal<C>>(descriptor.path, form, options);
