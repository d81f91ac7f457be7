import { ErrorCode } from '@portal/contract';

/**
 * Answers a service hands out again and again unchanged (a cached search page for one kind of
 * caller) are serialized once: validating and writing 48 cards was half the CPU of a cached
 * search (decision 036). The service marks the `val` with `keepAnswer`, which freezes it; the
 * serializer keeps the JSON of an `ok(val)` envelope per marked object, for as long as the
 * service keeps the object.
 */
const keepable = new WeakSet<object>();

const deepFreeze = (value: unknown): void => {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
};

/** Marks `val` as an answer that never changes (frozen, so it cannot by mistake). */
export const keepAnswer = <T extends object>(val: T): T => {
  deepFreeze(val);
  keepable.add(val);
  return val;
};

type Serializer = (data: unknown) => string;

/** Wraps a serializer compiler: an `ok(val)` envelope of a kept `val` is written once. */
export const keptAnswerSerializer =
  <S>(compile: (schema: S) => Serializer) =>
  (schema: S): Serializer => {
    const serialize = compile(schema);
    const written = new WeakMap<object, string>();
    return (data) => {
      const envelope = data as { err?: unknown; errmsg?: unknown; val?: unknown } | null;
      const val = envelope?.val;
      // Only the success envelope: its other two fields are constants (contract `ok`).
      if (
        typeof val !== 'object' ||
        val === null ||
        !keepable.has(val) ||
        envelope?.err !== ErrorCode.OK ||
        envelope.errmsg !== '' ||
        Object.keys(envelope).length !== 3
      )
        return serialize(data);
      let json = written.get(val);
      if (json === undefined) {
        json = serialize(data);
        written.set(val, json);
      }
      return json;
    };
  };
