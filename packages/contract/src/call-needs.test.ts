import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Call } from './call';
import * as contract from './index';
import { RoleTags } from './roles';

// Issue 33 guard rail "modes on every call": every call whose answer carries an amount declares
// what it needs (CallNeeds); the API enforces the tag in one place (define-route.ts) and
// apps/api/test/security/call-needs.test.ts walks each call in every mode.

/** Keys that hold money in an answer (a bare `total` is a count in lists and carts). */
const MONEY_KEY =
  /(^|_)(price|prices|amount|subtotal|tax|shipping|discount|fee|paid|saving)(_|$)|^total$/;

/** Where an answer's JSON schema holds a money number, as dotted paths. */
export const moneyPaths = (schema: unknown, at = ''): string[] => {
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as Record<string, unknown>;
  const out: string[] = [];
  const props = (s.properties ?? {}) as Record<string, Record<string, unknown>>;
  for (const [key, value] of Object.entries(props)) {
    const numeric =
      value.type === 'number' ||
      (Array.isArray(value.anyOf) &&
        (value.anyOf as { type?: string }[]).some((v) => v.type === 'number'));
    // A total next to a list is its count; an order's total sits beside a subtotal.
    const countTotal = key === 'total' && !('subtotal' in props);
    if (numeric && MONEY_KEY.test(key) && !countTotal) out.push(`${at}.${key}`);
    out.push(...moneyPaths(value, `${at}.${key}`));
  }
  for (const key of ['items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties']) {
    const v = s[key];
    for (const sub of Array.isArray(v) ? v : [v]) out.push(...moneyPaths(sub, at));
  }
  return out;
};

const calls = (Object.entries(contract) as [string, unknown][]).filter(
  (e): e is [string, Call] =>
    Boolean(e[1]) &&
    typeof e[1] === 'object' &&
    'path' in (e[1] as object) &&
    'method' in (e[1] as object),
);

/** Calls answering a file or a redirect, with no amount (images, a catalogue PDF without
 * prices, the session hop's redirect). */
const FILES_WITHOUT_AMOUNTS = new Set(['readFile', 'caseImage', 'publicationPdf', 'sessionHop']);

describe('every call that answers an amount declares what it needs', () => {
  it('finds the money in an answer (the check can fail)', () => {
    const answer = z.object({
      list: z.array(z.object({ unit_price: z.number().optional(), name: z.string() })),
      total: z.number(),
    });
    expect(moneyPaths(z.toJSONSchema(answer, { io: 'output' }))).toEqual(['.list.unit_price']);
    const order = z.object({ subtotal: z.number(), total: z.number() });
    expect(moneyPaths(z.toJSONSchema(order, { io: 'output' }))).toEqual(['.subtotal', '.total']);
  });

  it.each(calls)('%s', (name, call) => {
    if (call.needs?.tag) expect(RoleTags).toContain(call.needs.tag);
    if (!call.response) {
      if (!FILES_WITHOUT_AMOUNTS.has(name)) expect(call.needs?.prices, name).toBeDefined();
      return;
    }
    const money = moneyPaths(
      z.toJSONSchema(call.response, { io: 'output', unrepresentable: 'any' }),
    );
    if (money.length) expect(call.needs?.prices, `${name} answers ${money[0]}`).toBeDefined();
  });
});
