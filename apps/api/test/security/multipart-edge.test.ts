import { ErrorCode, Messages, registerUpload, uploadAvatar } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startApplication } from '../fixtures/form-fixtures';
import { useTestApp } from '../fixtures/use-test-app';
import { expectEnvelopeError } from './security-helpers';

/**
 * A malformed multipart body is a transport fault (decision 005): 400 in the envelope. The
 * parser's plain errors (no code, no status) answered 500 on both upload calls.
 */
const t = useTestApp();
let key = '';
beforeAll(async () => {
  key = await startApplication(t);
});

const B = 'edgeBoundary7MA4YWxk';
const field = (name: string, value: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;

const send = (url: string, body: string, type = `multipart/form-data; boundary=${B}`) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { host: 'hom.localhost', 'content-type': type },
    payload: body,
  });

const expectMalformed = (res: Awaited<ReturnType<typeof send>>) =>
  expectEnvelopeError(res, 400, Messages.malformedMultipart);

describe('malformed multipart uploads', () => {
  it.each([registerUpload.path, uploadAvatar.path])(
    'attack: a body cut short inside a part header on %s answers 400 in the envelope, not 500',
    async (url) => {
      expect(key).toBeTruthy();
      expectMalformed(await send(url, `${field('register_key', key)}--${B}\r\nContent-D`));
    },
  );

  it.each([registerUpload.path, uploadAvatar.path])(
    'attack: multipart without a boundary on %s answers 400 in the envelope, not 500',
    async (url) => {
      expectMalformed(await send(url, field('register_key', key), 'multipart/form-data'));
    },
  );

  it('attack: a file cut short (no closing boundary) answers 4xx in the envelope, not 500', async () => {
    const res = await send(
      registerUpload.path,
      `${field('register_key', key)}${fileHead}\x89PNG\r\n\x1a\n${'x'.repeat(2000)}`,
    );
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().err).not.toBe(ErrorCode.SERVER_ERROR);
  });
});
