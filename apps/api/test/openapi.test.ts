import * as contract from '@portal/contract';
import { type Call, CallMethods, CallTags } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** Every call descriptor the contract exports (defineCall). */
const contractCalls = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, Call] => {
    const v = entry[1] as Partial<Call> | null;
    return (
      typeof v === 'object' &&
      v !== null &&
      (CallMethods as readonly unknown[]).includes(v.method) &&
      typeof v.path === 'string' &&
      typeof v.summary === 'string'
    );
  },
);

/** '/a/:b/:c' → '/a/{b}/{c}' (OpenAPI path templates). */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

interface Operation {
  tags?: string[];
  summary?: string;
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  t = await createTestApp();
  paths = (t.app.swagger() as { paths: typeof paths }).paths;
});
afterAll(() => t?.close());

describe('the OpenAPI document (/docs)', () => {
  it('lists every call of the contract with its tag and summary', () => {
    expect(contractCalls.length).toBeGreaterThanOrEqual(50);
    for (const [name, call] of contractCalls) {
      const operation = paths[openApiPath(call.path)]?.[call.method.toLowerCase()];
      expect(operation, `${name} ${call.method} ${call.path}`).toBeDefined();
      expect(operation?.tags, name).toEqual([call.tag]);
      expect(operation?.summary, name).toBe(call.summary);
    }
  });

  it('documents the envelope of JSON calls and the body of calls that take one', () => {
    for (const [name, call] of contractCalls) {
      const operation = paths[openApiPath(call.path)]?.[call.method.toLowerCase()];
      const json = operation?.responses?.['200']?.content?.['application/json'];
      if (call.response) expect(json, name).toBeDefined();
      else expect(call.contentType, name).toBeTruthy();
      if (call.body) expect(operation?.requestBody, name).toBeDefined();
    }
  });

  it('groups every documented operation under a known tag', () => {
    const tags = Object.values(paths).flatMap((ops) =>
      Object.values(ops).flatMap((op) => op.tags ?? []),
    );
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.filter((tag) => !(CallTags as readonly string[]).includes(tag))).toEqual([]);
  });
});
