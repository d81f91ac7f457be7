import * as contract from '@portal/contract';
import { type Call, ErrorCode, type Mode, RoleMatrix } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../fixtures/accounts-fixture';
import { callApi, signInAs } from '../fixtures/call';
import { useTestApp } from '../fixtures/use-test-app';

// Issue 33 guard rail "modes on every call": each call that declares a role tag in the contract
// (CallNeeds) is tried in every mode with an empty body. A mode without the tag must be refused
// with 25010 before anything else; a mode holding it must get past that check.

const t = useTestApp({ withBuilds: false, catalog: true, accounts: true });
const sessions = {} as Record<Mode, string | undefined> & { ffd: string };

beforeAll(async () => {
  sessions.mibd_visitor = undefined;
  sessions.mibd_safe = await signInAs(t, ACCOUNTS.designer);
  sessions.mibd_designer = await signInAs(t, ACCOUNTS.designer, { mode: 'mibd_designer' });
  sessions.mibd_communicate = await signInAs(t, ACCOUNTS.designer, {
    mode: 'mibd_communicate',
    customerId: t.ids.customer,
  });
  sessions.mibd_customer = await signInAs(t, ACCOUNTS.customer);
  sessions.ffd = await signInAs(t, ACCOUNTS.shopper, { host: 'ffd.localhost' });
});

const tagged = (Object.entries(contract) as [string, unknown][]).filter(
  (e): e is [string, Call] =>
    Boolean(e[1]) &&
    typeof e[1] === 'object' &&
    'path' in (e[1] as object) &&
    Boolean((e[1] as Call).needs?.tag),
);

/** Path parameters that parse, so a refusal cannot come from the router. */
const params = { order_number: 'SO-20260101-AAAAAA' };
const errOf = async (call: Call, token: string | undefined, host = 'hom.localhost') => {
  const res = await callApi(t, call, {}, { token, host, params });
  const type = String(res.headers['content-type'] ?? '');
  return type.includes('application/json') ? (res.json().err as number) : res.statusCode;
};

describe('every tagged call in every mode', () => {
  it('has calls to walk (the contract declares them)', () => {
    expect(tagged.map(([name]) => name)).toEqual(
      expect.arrayContaining(['orderList', 'orderDetail', 'orderInvoice', 'checkoutQuote']),
    );
  });

  it.each(tagged)('%s', async (name, call) => {
    const tag = call.needs!.tag!;
    for (const mode of Object.keys(RoleMatrix) as Mode[]) {
      const err = await errOf(call, sessions[mode]);
      const holds = RoleMatrix[mode].includes(tag);
      if (holds) expect(err, `${name} in ${mode} holds ${tag}`).not.toBe(ErrorCode.NO_PERMISSION);
      else expect(err, `${name} in ${mode} lacks ${tag}`).toBe(ErrorCode.NO_PERMISSION);
    }
    // FFD loads no roles: its signed-in shopper (in browsing mode) passes the calls marked for
    // it on the FFD site, and otherwise only what browsing mode holds.
    const shopperHolds = RoleMatrix.mibd_safe.includes(tag);
    const onFfd = await errOf(call, sessions.ffd, 'ffd.localhost');
    if (call.needs!.ffd || shopperHolds) expect(onFfd, `${name}: FFD shopper`).not.toBe(25010);
    else expect(onFfd, `${name}: FFD shopper`).toBe(ErrorCode.NO_PERMISSION);
    const onHom = await errOf(call, sessions.ffd);
    if (shopperHolds) expect(onHom, `${name}: FFD shopper on HOM`).not.toBe(25010);
    else expect(onHom, `${name}: FFD shopper on HOM`).toBe(ErrorCode.NO_PERMISSION);
    expect(await errOf(call, undefined, 'ffd.localhost'), `${name}: FFD visitor`).toBe(
      ErrorCode.NO_PERMISSION,
    );
  });
});
