import fs from 'node:fs/promises';
import path from 'node:path';
import { certificateDetail, ErrorCode, logout, readFile } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../fixtures/call';
import { austinBusiness } from '../fixtures/form-fixtures';
import { solidPng } from '../fixtures/images';
import { useTestApp } from '../fixtures/use-test-app';
import { insertUser, post, signIn, uploadToNewDraft } from './security-helpers';

// Resale certificates and signed agreements are a company's papers: only its own users and the
// staff who review them may read them, and no shared cache may keep a copy.
const t = useTestApp({ withBuilds: false });
let certificateUrl = '';
let signatureUrl = '';
const tokens: Record<'owner' | 'colleague' | 'stranger' | 'staff', string> = {
  owner: '',
  colleague: '',
  stranger: '',
  staff: '',
};

beforeAll(async () => {
  const db = t.testDb.db;
  const owner = await insertUser(db, 'owner@papers.test', 'designer');
  await insertUser(db, 'colleague@papers.test', 'designer', { company: owner.company });
  await insertUser(db, 'stranger@elsewhere.test', 'designer');
  await insertUser(db, 'reviewer@portal.test', 'staff');
  for (const [who, email] of [
    ['owner', 'owner@papers.test'],
    ['colleague', 'colleague@papers.test'],
    ['stranger', 'stranger@elsewhere.test'],
    ['staff', 'reviewer@portal.test'],
  ] as const)
    tokens[who] = await signIn(t, email);

  // The applicant uploads through the wizard, which answers the file id (the stored name's stem).
  const png = await solidPng(800, 600, '#eee');
  const uploaded = await uploadToNewDraft(t, austinBusiness('Paper Trail Design', '77-1234567'), {
    bytes: png,
    name: 'resale.png',
    type: 'image/png',
  });
  const stored = `${uploaded.val.file_id as string}.png`;
  // After review the file belongs to the company's certificate; its signature sits beside it.
  await db.query(
    `INSERT INTO certificates (company_id, kind, certificate_number, files)
     VALUES ($1, 'sales_tax', 'CERT-1', $2)`,
    [owner.company, [stored]],
  );
  const signature = 'a1b2c3d4e5f60718293a4b5c6d7e8f90.png';
  await fs.writeFile(path.join(t.config.dataDir, 'files', 'registration', signature), png);
  await db.query(
    `INSERT INTO company_agreements (company_id, print_name, title, signature_file)
     VALUES ($1, 'Owner', 'Principal', $2)`,
    [owner.company, signature],
  );
  certificateUrl = `${pathOf(readFile, { block_id: 'registration', file_name: stored })}?width=600`;
  signatureUrl = pathOf(readFile, { block_id: 'registration', file_name: signature });
});

const read = (url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: 'hom.localhost', ...(token ? { 'x-auth-token': token } : {}) },
  });

/** no-store, never public ('private, no-store' from the route; plain no-store is as strict). */
const expectNotStored = (cacheControl: unknown) => {
  expect(String(cacheControl)).toMatch(/\bno-store\b/);
  expect(String(cacheControl)).not.toMatch(/\bpublic\b/);
};

const expectRefused = async (url: string, token?: string) => {
  const res = await read(url, token);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json().err).toBe(ErrorCode.NO_PERMISSION);
  expectNotStored(res.headers['cache-control']);
};

const expectServed = async (url: string, token: string) => {
  const res = await read(url, token);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expectNotStored(res.headers['cache-control']);
};

describe('company documents', () => {
  it('attack: a visitor reads a registration document by the file id the wizard answered', async () => {
    await expectRefused(certificateUrl);
    await expectRefused(signatureUrl);
  });

  it("attack: another company's designer reads a resale certificate and a signature", async () => {
    await expectRefused(certificateUrl, tokens.stranger);
    await expectRefused(signatureUrl, tokens.stranger);
  });

  it('treats a stale session like a visitor: documents refused, product pictures still load', async () => {
    await post(t, logout.path, {}, { token: tokens.colleague });
    await expectRefused(certificateUrl, tokens.colleague);
    const product = await read(
      pathOf(readFile, { block_id: 'product', file_name: 'none.png' }),
      tokens.colleague,
    );
    expect(product.headers['content-type']).toBe('image/png');
  });

  it('attack: the owner and staff get copies marked public and immutable for shared caches', async () => {
    await expectServed(certificateUrl, tokens.owner);
    await expectServed(signatureUrl, tokens.owner);
    await expectServed(certificateUrl, tokens.staff);
    // Product pictures stay public.
    const product = await read(
      pathOf(readFile, { block_id: 'product', file_name: 'none.png' }),
      tokens.owner,
    );
    expect(product.headers['cache-control']).toBe('public, max-age=60');
  });

  it('keeps the certificate list out of every cache', async () => {
    const res = await read(certificateDetail.path, tokens.owner);
    expect(res.json().val.list).toHaveLength(1);
    expectNotStored(res.headers['cache-control']);
  });
});
