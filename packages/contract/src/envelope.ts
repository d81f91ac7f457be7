import { z } from 'zod';
import { ErrorCode } from './error-codes';

/** Every JSON call answers `{err, errmsg, val}`; success when err === 200 (spec 7). */
export const envelopeSchema = <T extends z.ZodType>(val: T) =>
  z.object({
    err: z.number().int().describe('200 on success, otherwise an error code of spec section 8'),
    errmsg: z.string().describe('Empty on success; a message to show otherwise'),
    val,
  });

/** The envelope of a failed call: `val` is null. */
export const errorEnvelopeSchema = z.object({
  err: z.number().int(),
  errmsg: z.string(),
  val: z.null(),
});

export type Envelope<T> = { err: number; errmsg: string; val: T };
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const ok = <T>(val: T): Envelope<T> => ({ err: ErrorCode.OK, errmsg: '', val });

export const fail = (err: number, errmsg: string): ErrorEnvelope => ({ err, errmsg, val: null });

export const isOk = <T>(body: Envelope<T> | ErrorEnvelope): body is Envelope<T> =>
  body.err === ErrorCode.OK;
