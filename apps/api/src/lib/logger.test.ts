import { Writable } from 'node:stream';
import { getHealthz } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { NOT_CALLS } from '../../test/fixtures/not-calls';
import { useTestApp } from '../../test/fixtures/use-test-app';
import { loggerOptions, redactUrl } from './logger';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    lines.push(chunk.toString());
    done();
  },
});
const t = useTestApp({ logger: { ...(loggerOptions('info') as object), stream } });

describe('structured logs', () => {
  it('mask secret query values', () => {
    expect(redactUrl('/x?token=abc&page=2&code=123456')).toBe(
      '/x?token=[redacted]&page=2&code=[redacted]',
    );
  });

  it('never contain tokens, cookies or codes from a request', async () => {
    await t.app.inject({
      method: 'GET',
      url: `${getHealthz.path}?token=tok-secret-1&code=654321`,
      headers: {
        'x-auth-token': 'tok-secret-2',
        cookie: 'X-Auth-Token=tok-secret-3',
        host: 'hom.localhost',
      },
    });
    await t.app.inject({ method: 'GET', url: `${NOT_CALLS.unknownWithToken}?token=tok-secret-4` });
    const log = lines.join('');
    expect(log).toContain(`"url":"${NOT_CALLS.unknownWithToken}?token=[redacted]"`);
    for (const secret of [
      'tok-secret-1',
      '654321',
      'tok-secret-2',
      'tok-secret-3',
      'tok-secret-4',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
