import { AuthCookies, changeMode, logout, SESSION_END_CODES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { FuzzCall } from './call-catalogue';
import { checkAnswer, type Failure, failureOf, type Observed } from './checker';
import type { Rng } from './prng';
import { buildCase, type Caller, type FuzzRequest } from './request-builder';
import { transportCases } from './transport-cases';

/** A signed-in designer: the token, signed in again after a call ended the session. */
export interface DesignerSession {
  token(): Promise<string>;
  /** The session ended (logout, or an answer of 21015/22007): sign in before the next call. */
  invalidate(): void;
  /** A call changed the session's mode: put the designer's own mode back. */
  resetMode(): Promise<void>;
  /** How many times it signed in. */
  readonly signIns: number;
}

export interface RunOptions {
  app: FastifyInstance;
  calls: FuzzCall[];
  rng: Rng;
  /** Cases per call and caller. */
  cases: { valid: number; boundary: number; hostile: number };
  callers: Caller[];
  designer?: DesignerSession;
  /** Hosts of the brand sites; each request goes to one of them. */
  hosts: string[];
  /** Also send the malformed transport cases (as each caller). */
  transport?: boolean;
  /** The app's error log as it grows (requests are sequential: new lines are the request's). */
  serverLog?: readonly string[];
}

export interface RunResult {
  requests: number;
  byStatusClass: Record<string, number>;
  byCaller: Record<string, number>;
  byKind: Record<string, number>;
  /** Envelope err codes answered, per contract call (how deep the cases reached). */
  errsByCall: Record<string, Record<number, number>>;
  /** Requests the inject client itself refused to send (not counted in requests). */
  refused: { request: FuzzRequest; error: string }[];
  failures: Failure[];
  durationMs: number;
  /** The slowest requests (ms, call, case), for tuning the run. */
  slowest: { ms: number; call: string; note: string }[];
}

/** After a logout the designer signs in again; after a mode change the mode is put back. */
const SESSION_ENDING_PATHS: string[] = [logout.path];
const MODE_CHANGING_PATHS: string[] = [changeMode.path];

export const runFuzz = async (opts: RunOptions): Promise<RunResult> => {
  const started = performance.now();
  const result: RunResult = {
    requests: 0,
    byStatusClass: {},
    byCaller: {},
    byKind: {},
    errsByCall: {},
    refused: [],
    failures: [],
    durationMs: 0,
    slowest: [],
  };
  let address = 0;

  const send = async (caller: Caller, req: FuzzRequest, rng: Rng) => {
    const headers: Record<string, string> = { host: rng.pick(opts.hosts), ...req.headers };
    // What the report shows: the designer's token is a placeholder (it changes every run).
    const shown: Record<string, string> = { ...headers };
    if (caller === 'designer' && opts.designer && !req.ownAuth) {
      const token = await opts.designer.token();
      if (rng.chance(0.8)) {
        headers['x-auth-token'] = token;
        shown['x-auth-token'] = '<designer token>';
      } else {
        headers.cookie = `${AuthCookies.token}=${encodeURIComponent(token)}`;
        shown.cookie = `${AuthCookies.token}=<designer token>`;
      }
    }
    // Each request from its own address, so the per-address limits do not answer everything.
    address++;
    const remoteAddress = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    const logMark = opts.serverLog?.length ?? 0;
    let res: Observed;
    const sentAt = performance.now();
    try {
      const r = await opts.app.inject({
        method: req.method as 'GET',
        url: req.url,
        headers,
        remoteAddress,
        ...(req.payload === undefined ? {} : { payload: req.payload }),
      });
      res = { statusCode: r.statusCode, headers: r.headers, rawPayload: r.rawPayload };
    } catch (err) {
      result.refused.push({ request: req, error: String((err as Error).message ?? err) });
      return;
    }
    result.requests++;
    result.slowest.push({ ms: performance.now() - sentAt, call: req.call, note: req.note });
    if (result.slowest.length > 40) result.slowest.sort((a, b) => b.ms - a.ms).splice(20);
    const cls = `${Math.floor(res.statusCode / 100)}xx`;
    result.byStatusClass[cls] = (result.byStatusClass[cls] ?? 0) + 1;
    result.byCaller[caller] = (result.byCaller[caller] ?? 0) + 1;
    result.byKind[req.kind] = (result.byKind[req.kind] ?? 0) + 1;
    const verdict = checkAnswer(req, res);
    if (verdict.envelope && req.kind !== 'transport') {
      const errs = result.errsByCall[req.call] ?? {};
      result.errsByCall[req.call] = errs;
      errs[verdict.envelope.err] = (errs[verdict.envelope.err] ?? 0) + 1;
    }
    const reported = { ...req, headers: shown };
    const logged = opts.serverLog?.slice(logMark);
    for (const cause of verdict.causes)
      result.failures.push({
        ...failureOf(caller, reported, res, cause),
        ...(logged?.length ? { logged } : {}),
      });
    if (caller === 'designer' && opts.designer) {
      const path = req.url.split('?')[0] ?? '';
      const ended =
        SESSION_ENDING_PATHS.includes(path) ||
        (verdict.envelope && SESSION_END_CODES.includes(verdict.envelope.err));
      if (ended) opts.designer.invalidate();
      else if (MODE_CHANGING_PATHS.includes(path) && verdict.envelope?.err === 200)
        await opts.designer.resetMode();
    }
  };

  for (const call of opts.calls)
    for (const caller of opts.callers) {
      // One stream per call and caller: adding a call does not change the others' cases.
      const rng = opts.rng.fork(`${call.name}:${caller}`);
      const kinds = [
        ...Array.from({ length: opts.cases.valid }, () => 'valid' as const),
        ...Array.from({ length: opts.cases.boundary }, () => 'boundary' as const),
        ...Array.from({ length: opts.cases.hostile }, () => 'hostile' as const),
      ];
      for (const kind of kinds) await send(caller, buildCase(call, kind, rng), rng);
    }

  if (opts.transport)
    for (const caller of opts.callers) {
      const rng = opts.rng.fork(`transport:${caller}`);
      for (const req of transportCases(opts.calls, rng)) await send(caller, req, rng);
    }

  result.slowest.sort((a, b) => b.ms - a.ms).splice(10);
  result.durationMs = performance.now() - started;
  return result;
};

/** The one-line summary the run prints. */
export const summaryLine = (
  seed: number,
  calls: number,
  r: RunResult,
  distinct: number,
): string => {
  const classes = Object.entries(r.byStatusClass)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  const callers = Object.entries(r.byCaller)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  const kinds = Object.entries(r.byKind)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  return `fuzz seed=${seed}: ${r.requests} requests over ${calls} calls (${callers}; ${kinds}) — status ${classes} — failures=${r.failures.length} (distinct=${distinct}) — refused by client=${r.refused.length} — ${(r.durationMs / 1000).toFixed(1)}s`;
};
