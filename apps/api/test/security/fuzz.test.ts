import {
  changeMode,
  defaultBrandHosts,
  ErrorCode,
  fail,
  ok,
  userInfo,
  userLogin,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../../src/db/demo-accounts';
import { loadCatalogFixture } from '../fixtures/catalog-fixture';
import { NOT_CALLS } from '../fixtures/not-calls';
import { createTestApp, type TestApp } from '../test-app';
import { catalogueOf, contractCalls, type FuzzCall } from './fuzz/call-catalogue';
import { formatFailures, groupFailures } from './fuzz/checker';
import { createRng, fuzzSeed } from './fuzz/prng';
import { type DesignerSession, runFuzz, summaryLine } from './fuzz/runner';

/**
 * Schema-derived fuzzing of every call of the contract (packages/contract/src/calls/**), as a
 * visitor and as a signed-in designer, plus malformed transport. Every answer must be below 500
 * and, on API paths, the JSON envelope {err, errmsg, val} sent as application/json (the read-file
 * image and the publication PDF excepted when they answer their own content type).
 *
 * Reproducible: FUZZ_SEED=<n> replays a run (the seed is in the summary); FUZZ_SCALE=<n>
 * multiplies the cases per call.
 */

const SEED = fuzzSeed();
const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE) || 1);
const CASES = { valid: 4 * SCALE, boundary: 4 * SCALE, hostile: 14 * SCALE };
const HOSTS = Object.keys(defaultBrandHosts());
const DESIGNER = DEMO_ACCOUNTS.find((a) => a.type === 'designer' && !('phoneOnly' in a))!;
/** The mode a designer signs in with. */
const DESIGNER_MODE = 'mibd_safe';

// Routes planted for the self-check: the fuzzer must report each of the first three.
const PLANTED = {
  fuzzThrows: {
    method: 'POST',
    path: NOT_CALLS.fuzzThrows,
    body: z.object({ name: z.string().max(50) }),
    response: z.object({}),
  },
  fuzzBareText: { method: 'GET', path: NOT_CALLS.fuzzBare, response: z.object({}) },
  fuzzHtmlEnvelope: { method: 'POST', path: NOT_CALLS.fuzzHtmlEnvelope, response: z.object({}) },
  fuzzFine: {
    method: 'GET',
    path: NOT_CALLS.fuzzFine,
    querystring: z.object({ limit: z.coerce.number().int().min(1).max(10).default(1) }),
    response: z.object({}),
  },
  fuzzFile: {
    method: 'GET',
    path: NOT_CALLS.fuzzFile,
    params: z.object({ name: z.string().regex(/^[a-z]{1,8}\.png$/) }),
  },
} as const;

const plant = (app: FastifyInstance) => {
  app.post(PLANTED.fuzzThrows.path, async (request) => {
    const body = request.body as { name?: unknown } | null;
    // Like a handler that trusts its input: anything but a short string breaks it.
    if (typeof body?.name !== 'string' || body.name.length > 50 || body.name.includes('\u0000'))
      throw new Error('planted fault');
    return ok({});
  });
  app.get(PLANTED.fuzzBareText.path, async (_request, reply) =>
    reply.type('text/plain').send('not an envelope'),
  );
  app.post(PLANTED.fuzzHtmlEnvelope.path, async (_request, reply) =>
    reply.type('text/html').send(JSON.stringify(fail(ErrorCode.BAD_REQUEST, 'typed as HTML'))),
  );
  app.get(PLANTED.fuzzFine.path, async () => ok({}));
  app.get(PLANTED.fuzzFile.path, async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!/^[a-z]{1,8}\.png$/.test(name))
      return reply.status(404).send(fail(ErrorCode.NOT_FOUND, 'no such file'));
    return reply.type('image/png').send(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });
};

/** The app's error log, one line per fault: type, message and the first frame in our code. */
const serverLog: string[] = [];
const logStream = {
  write: (line: string) => {
    try {
      const entry = JSON.parse(line) as {
        msg?: string;
        err?: { type?: string; message?: string; stack?: string };
      };
      const frame = /apps\/api\/src\/[^\s)]+/.exec(entry.err?.stack ?? '')?.[0];
      serverLog.push(
        `${entry.err?.type ?? 'log'}: ${entry.err?.message ?? entry.msg ?? ''}${frame ? ` at ${frame}` : ''}`,
      );
    } catch {
      serverLog.push(line.trim());
    }
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extend: plant, logger: { level: 'error', stream: logStream } });
  await seedDemoAccounts(t.testDb.db);
  await loadCatalogFixture(t.testDb.db);
});
afterAll(() => t?.close());

/** The seeded designer, signed in again whenever a call ended the session (logout ...). */
const designerSession = (app: FastifyInstance): DesignerSession => {
  let token: string | undefined;
  let signIns = 0;
  return {
    get signIns() {
      return signIns;
    },
    invalidate: () => {
      token = undefined;
    },
    resetMode: async () => {
      const res = await app.inject({
        method: 'POST',
        url: changeMode.path,
        headers: { host: 'hom.localhost', 'x-auth-token': token ?? '' },
        payload: { mode: DESIGNER_MODE },
      });
      if ((res.json() as { err: number }).err !== ErrorCode.OK) token = undefined;
    },
    token: async () => {
      if (token) return token;
      signIns++;
      const res = await app.inject({
        method: 'POST',
        url: userLogin.path,
        headers: { host: 'hom.localhost' },
        remoteAddress: `172.16.${signIns >> 8}.${signIns & 255}`,
        payload: {
          username: DESIGNER.email,
          password: DEMO_PASSWORD,
          login_type: '1',
          obtain: '1',
        },
      });
      const body = res.json() as { err: number; errmsg: string; val: { token?: string } };
      if (body.err !== ErrorCode.OK || !body.val.token)
        throw new Error(`the designer could not sign in: ${res.statusCode} ${res.body}`);
      token = body.val.token;
      return token;
    },
  };
};

describe('the fuzz catalogue', () => {
  it('holds every call of the contract, each served by the app', () => {
    const calls = contractCalls();
    expect(calls.length).toBeGreaterThanOrEqual(50);
    const unserved = calls.filter((c) => !t.app.hasRoute({ method: c.method, url: c.path }));
    expect(unserved.map((c) => `${c.name} ${c.method} ${c.path}`)).toEqual([]);
    // Every upload and every answer that is not the envelope is recognised.
    expect(calls.filter((c) => c.multipart).map((c) => c.name)).toEqual([
      'registerUpload',
      'uploadAvatar',
      'uploadRoomPhoto',
    ]);
    expect(calls.filter((c) => c.answer.kind === 'file').map((c) => c.name)).toEqual([
      'caseImage',
      'llmNew',
      'orderInvoice',
      'publicationPdf',
      'readFile',
    ]);
  });

  it('refuses a call that answers no envelope unless its content type is declared', () => {
    expect(() => catalogueOf({ odd: { method: 'GET', path: NOT_CALLS.fuzzOdd } })).toThrow(
      /no response schema/,
    );
  });
});

describe('the fuzz checker (self-check on planted routes)', () => {
  it('reports a route that throws, a bare text answer and an envelope typed as HTML', async () => {
    const calls: FuzzCall[] = catalogueOf(PLANTED as unknown as Record<string, unknown>, {
      fuzzFile: { kind: 'file', contentType: /^image\//, what: 'an image' },
    });
    const result = await runFuzz({
      app: t.app,
      calls,
      rng: createRng(SEED),
      cases: { valid: 3, boundary: 3, hostile: 12 },
      callers: ['visitor'],
      hosts: HOSTS,
    });
    const groups = groupFailures(result.failures).map((g) => `${g.call} | ${g.cause}`);
    console.log(`fuzz self-check: ${result.requests} requests, reported: ${groups.join('; ')}`);
    expect(groups).toContain('fuzzThrows | status 500');
    expect(groups).toContainEqual(
      expect.stringMatching(
        /^fuzzBareText \| content type "text\/plain.*", not application\/json$/,
      ),
    );
    expect(groups).toContain('fuzzBareText | not the envelope: body is not JSON');
    expect(groups).toContainEqual(
      expect.stringMatching(
        /^fuzzHtmlEnvelope \| content type "text\/html.*", not application\/json$/,
      ),
    );
    // The well-behaved routes (an envelope, and a file with its own type) are not reported.
    expect(groups.filter((g) => g.startsWith('fuzzFine') || g.startsWith('fuzzFile'))).toEqual([]);
    // The report names the offending request.
    const report = formatFailures(result.failures);
    expect(report).toContain(`POST ${NOT_CALLS.fuzzThrows}`);
    expect(report).toMatch(/body: ".*"/);
    expect(report).toContain('→ 500 ');
  });
});

describe('fuzzing every call of the contract', () => {
  it('answers below 500 and with the JSON envelope, as a visitor and as a signed-in designer', async () => {
    const calls = contractCalls();
    const designer = designerSession(t.app);
    // The session is a designer's before the run starts.
    const who = await t.app.inject({
      method: 'POST',
      url: userInfo.path,
      headers: { host: 'hom.localhost', 'x-auth-token': await designer.token() },
    });
    expect(who.json().val.account_type).toBe('designer');
    expect(who.json().val.mode).toBe(DESIGNER_MODE);

    const result = await runFuzz({
      app: t.app,
      calls,
      rng: createRng(SEED),
      cases: CASES,
      callers: ['visitor', 'designer'],
      designer,
      hosts: HOSTS,
      transport: true,
      serverLog,
    });
    const groups = groupFailures(result.failures);
    console.log(summaryLine(SEED, calls.length, result, groups.length));
    const neverOk = calls.filter((c) => !result.errsByCall[c.name]?.[ErrorCode.OK]);
    console.log(
      `fuzz: the designer signed in ${designer.signIns} time(s); err 200 reached on ${calls.length - neverOk.length}/${calls.length} calls${neverOk.length ? ` (never: ${neverOk.map((c) => c.name).join(', ')})` : ''}`,
    );
    // FUZZ_DEBUG=1: the err codes each call answered (how deep the cases reach).
    if (process.env.FUZZ_DEBUG)
      console.log(JSON.stringify(result.errsByCall), JSON.stringify(result.slowest));
    if (result.refused.length)
      console.log(
        `fuzz: the inject client refused ${result.refused.length} request(s), e.g. ${result.refused
          .slice(0, 3)
          .map((r) => `${r.request.method} ${r.request.url.slice(0, 80)} (${r.error})`)
          .join('; ')}`,
      );

    expect(result.requests).toBeGreaterThanOrEqual(2000);
    expect(result.byCaller.visitor).toBeGreaterThanOrEqual(1000);
    expect(result.byCaller.designer).toBeGreaterThanOrEqual(1000);
    expect(result.failures.length, formatFailures(result.failures)).toBe(0);
  }, 240_000);
});
