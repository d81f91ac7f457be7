import { type CallInput, type CallOptions, type CallRef, type CallVal, call } from './call';

/** For screens that show a failed call's message themselves (beside a field, in the screen). */
const quiet = { silent: true } as const;

/** Query options of a quiet read: its cache key and the call with `input`, cancelled with it. */
export function quietQuery<C extends CallRef, const K extends readonly unknown[]>(
  descriptor: C,
  queryKey: K,
  input: CallInput<C>,
) {
  // `call`'s optional-input overloads do not resolve for a generic descriptor.
  const send = call as (d: C, input: CallInput<C>, options: CallOptions) => Promise<CallVal<C>>;
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => send(descriptor, input, { signal, ...quiet }),
  };
}
