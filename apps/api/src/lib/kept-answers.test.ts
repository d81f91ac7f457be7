import { ok } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { keepAnswer, keptAnswerSerializer } from './kept-answers';

const counting = () => {
  const calls = { n: 0 };
  const compile = () => (data: unknown) => {
    calls.n++;
    return JSON.stringify(data);
  };
  return { calls, serialize: keptAnswerSerializer(compile)({}) };
};

describe('kept answers', () => {
  it('writes the envelope of a kept answer once and then hands out the same JSON', () => {
    const { calls, serialize } = counting();
    const val = keepAnswer({ list: [{ sku: 'A', price: 1 }], total: 1 });
    const first = serialize(ok(val));
    expect(serialize(ok(val))).toBe(first);
    expect(JSON.parse(first)).toEqual(ok({ list: [{ sku: 'A', price: 1 }], total: 1 }));
    expect(calls.n).toBe(1);
  });

  it('writes every other answer each time', () => {
    const { calls, serialize } = counting();
    const val = { total: 1 };
    serialize(ok(val));
    serialize(ok(val));
    expect(calls.n).toBe(2);
  });

  it('does not reuse the JSON of a success for an envelope that is not ok()', () => {
    const { calls, serialize } = counting();
    const val = keepAnswer({ total: 1 });
    serialize(ok(val));
    const other = serialize({ err: 25002, errmsg: 'No', val });
    expect(JSON.parse(other).err).toBe(25002);
    serialize({ ...ok(val), extra: true });
    expect(calls.n).toBe(3);
  });

  it('freezes a kept answer all the way down, so it cannot drift from its JSON', () => {
    const val = keepAnswer({ list: [{ price: { final: 1 } }] });
    expect(() => {
      (val.list[0]!.price as { final: number }).final = 2;
    }).toThrow(TypeError);
  });
});
