import {
  ErrorCode,
  getOldUserInfo,
  RegistrationMessages as M,
  readFile,
  registerFileDel,
  registerFirstCheck,
  registerSecondCheck,
  registerUpload,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, callJson, signInAs } from '../../../test/fixtures/call';
import { austinBusiness } from '../../../test/fixtures/form-fixtures';
import { solidPng } from '../../../test/fixtures/images';
import {
  loadTwoTenants,
  otherTenant,
  TENANT_KEYS,
  TENANTS,
} from '../../../test/fixtures/tenants-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';

// Issue 33 guard rail: two applications in progress (drafts, each known only by its key) whose
// documents differ. Each draft reads, names and deletes only its own uploads, and no company of
// the two-tenant fixture reads a draft's documents as its papers.

const t = useTestApp({ withBuilds: false });
type Key = (typeof TENANT_KEYS)[number];
/** The documents each application uploads (north two, south one). */
const DOCS = { north: ['north-tax.png', 'north-resale.png'], south: ['south-tax.png'] } as const;

const drafts = {} as Record<Key, { key: string; files: string[] }>;

const upload = async (key: string, name: string, bytes: Buffer) => {
  const form = new FormData();
  form.append('register_key', key);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const req = new Request('http://x/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: registerUpload.method,
    url: registerUpload.path,
    headers: { host: 'hom.localhost', 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  return res.json();
};
const nextYear = `${new Date().getFullYear() + 1}-12-31`;
const documents = (register_key: string, sales_tax_files: string[]) => ({
  register_key,
  sales_tax_files,
  registration_state: 'TX',
  state_tax_number: 'TX-1',
  certificate_number: 'CERT-1',
  valid_from: '2025-01-01',
  valid_to: nextYear,
});
const held = async (key: Key) =>
  (await callJson(t, getOldUserInfo, { register_key: drafts[key].key })).val.files
    .map((f: { file_name: string }) => f.file_name)
    .sort();

beforeAll(async () => {
  await loadTwoTenants(t.testDb.db);
  const png = await solidPng(40, 30, '#c9a');
  for (const [i, key] of TENANT_KEYS.entries()) {
    const business = austinBusiness(`${key} Interiors`, `12-345678${i}`);
    const first = await callJson(t, registerFirstCheck, business);
    expect(first.err, first.errmsg).toBe(ErrorCode.OK);
    const files: string[] = [];
    for (const name of DOCS[key]) {
      const up = await upload(first.val.register_key, name, png);
      expect(up.err, up.errmsg).toBe(ErrorCode.OK);
      files.push(up.val.file_id);
    }
    drafts[key] = { key: first.val.register_key, files };
  }
});

describe('registration drafts: each reaches only its own documents', () => {
  it('a draft lists only its own uploads', async () => {
    for (const key of TENANT_KEYS) expect(await held(key)).toEqual([...DOCS[key]].sort());
  });

  it("step 2 takes a draft's own documents, never the other draft's", async () => {
    for (const key of TENANT_KEYS) {
      const other = otherTenant(key);
      const own = await callJson(
        t,
        registerSecondCheck,
        documents(drafts[key].key, drafts[key].files),
      );
      expect(own.err, own.errmsg).toBe(ErrorCode.OK);
      for (const files of [drafts[other].files, [drafts[key].files[0]!, drafts[other].files[0]!]]) {
        const res = await callJson(t, registerSecondCheck, documents(drafts[key].key, files));
        expect(res.errmsg).toBe(`sales_tax_files: ${M.salesTaxRequired}`);
      }
    }
  });

  it("deletes none of the other draft's documents", async () => {
    for (const key of TENANT_KEYS) {
      const other = otherTenant(key);
      for (const file_id of drafts[other].files) {
        const res = await callJson(t, registerFileDel, { register_key: drafts[key].key, file_id });
        expect(res.val).toEqual({ deleted: false });
      }
      expect(await held(other)).toEqual([...DOCS[other]].sort());
    }
    // Its own key deletes its own.
    const res = await callJson(t, registerFileDel, {
      register_key: drafts.north.key,
      file_id: drafts.north.files[1],
    });
    expect(res.val).toEqual({ deleted: true });
    expect(await held('north')).toEqual([DOCS.north[0]]);
    expect(await held('south')).toEqual([...DOCS.south]);
  });

  it("a draft's documents are no company's papers", async () => {
    const tokens = [
      await signInAs(t, TENANTS.north.designer),
      await signInAs(t, TENANTS.south.sub),
      undefined,
    ];
    for (const key of TENANT_KEYS) {
      for (const token of tokens) {
        const res = await callApi(t, readFile, undefined, {
          ...(token ? { token } : {}),
          params: { block_id: 'registration', file_name: `${drafts[key].files[0]}.png` },
        });
        expect(res.json().err).toBe(ErrorCode.NO_PERMISSION);
      }
    }
  });
});
