import { deflateSync } from 'node:zlib';
import { ErrorCode, registerFirstCheck, registerUpload, userLogin } from '@portal/contract';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database';
import { hashPassword } from '../../src/modules/identity/secrets';
import { PASSWORD } from '../fixtures/accounts-fixture';
import type { TestApp } from '../test-app';

export interface Envelope {
  err: number;
  errmsg: string;
  val: Record<string, unknown> & { Role?: string[] };
}

let nextAddress = 0;
/** A fresh client address per call unless told: the sign-in and draft limits count per address. */
export const freshAddress = () => `10.9.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}`;

export const post = async (
  t: TestApp,
  url: string,
  payload: object = {},
  opts: { token?: string; ip?: string } = {},
): Promise<Envelope> => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: opts.ip ?? freshAddress(),
    headers: { host: 'hom.localhost', ...(opts.token ? { 'x-auth-token': opts.token } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Envelope;
};

export const signIn = async (t: TestApp, email: string): Promise<string> => {
  const res = await post(t, userLogin.path, { username: email, password: PASSWORD });
  expect(res.errmsg).toBe('');
  return res.val.token as string;
};

/** An account of its own company (the fixture's designers share one). */
export const insertUser = async (
  db: Database,
  email: string,
  type: 'designer' | 'staff' | 'customer',
  opts: { parent?: number; company?: number | null } = {},
): Promise<{ id: number; company: number | null }> => {
  const company =
    opts.company !== undefined
      ? opts.company
      : (
          await db.query<{ id: number }>(
            `INSERT INTO companies (name, status, kind) VALUES ($1, 'active', $2) RETURNING id`,
            [`Company of ${email}`, type === 'staff' ? 'internal' : 'designer'],
          )
        ).rows[0]!.id;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (company_id, parent_user_id, account_type, email, first_name, last_name,
       password_hash, status)
     VALUES ($1, $2, $3, $4, 'Sam', 'Tester', $5, 'active') RETURNING id`,
    [company, opts.parent ?? null, type, email, await hashPassword(PASSWORD)],
  );
  return { id: rows[0]!.id, company };
};

/** A multipart body with optional text fields and one file. */
export const multipart = async (
  fields: Record<string, string>,
  file: { bytes: Buffer; name: string; type?: string },
) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(
    'file',
    new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
    file.name,
  );
  const req = new Request('http://x/', { method: 'POST', body: form });
  return {
    contentType: req.headers.get('content-type')!,
    payload: Buffer.from(await req.arrayBuffer()),
  };
};

export const upload = async (
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  file: { bytes: Buffer; name: string; type?: string },
  token?: string,
): Promise<Envelope> => {
  const body = await multipart(fields, file);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: {
      host: 'hom.localhost',
      'content-type': body.contentType,
      ...(token ? { 'x-auth-token': token } : {}),
    },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Envelope;
};

/** Starts a trade application for `business` and uploads one document to it (the wizard's step). */
export const uploadToNewDraft = async (
  t: TestApp,
  business: object,
  file: { bytes: Buffer; name: string; type?: string },
): Promise<Envelope> => {
  const draft = await post(t, registerFirstCheck.path, business, { ip: freshAddress() });
  const register_key = draft.val.register_key as string;
  return upload(t, registerUpload.path, { register_key }, file);
};

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
};

/**
 * A decompression bomb: a valid PNG header claiming width x height RGB pixels (20000 x 20000 is
 * 1.2 GB decoded) over a few hundred bytes of zlib data. Built by hand because encoding the real
 * pixels would take the test minutes.
 */
export const pngBomb = (width = 20_000, height = 20_000): Buffer => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  // The first rows only (filter byte + white pixels): a decoder needs the header to refuse it.
  const rows = Buffer.alloc((1 + width * 3) * 4, 0xff);
  for (let r = 0; r < 4; r++) rows[r * (1 + width * 3)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** Refused in the JSON envelope with HTTP `status` (400 for transport faults, 403 for CSRF). */
export const expectEnvelopeError = (
  res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  status: number,
  errmsg: string,
) => {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  expect(res.json()).toEqual({ err: ErrorCode.BAD_REQUEST, errmsg, val: null });
};
