import {
  AuthMessages,
  certificateDetail,
  ErrorCode,
  updateProfile,
  uploadAvatar,
  userInfo,
} from '@portal/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, DESIGNER_PHONE } from '../../../test/fixtures/accounts-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';

const t = useTestApp({ accounts: true, signIn: ACCOUNTS.customer });

const call = async (method: 'GET' | 'POST', url: string, payload?: object, auth = t.token) =>
  (
    await t.app.inject({ method, url, payload, headers: auth ? { 'x-auth-token': auth } : {} })
  ).json();

const avatar = async (bytes: Buffer, name: string) => {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const req = new Request('http://x/', { method: 'POST', body: form });
  return (
    await t.app.inject({
      method: 'POST',
      url: uploadAvatar.path,
      headers: { 'x-auth-token': t.token, 'content-type': req.headers.get('content-type')! },
      payload: Buffer.from(await req.arrayBuffer()),
    })
  ).json();
};

describe('account settings', () => {
  it('updates names and phone with the spec messages', async () => {
    expect(
      (await call('POST', updateProfile.path, { first_name: ' ', last_name: 'B' })).errmsg,
    ).toBe(`first_name: ${AuthMessages.firstNameRequired}`);
    expect(
      (
        await call('POST', updateProfile.path, {
          first_name: 'A',
          last_name: 'B',
          phone: DESIGNER_PHONE,
        })
      ).errmsg,
    ).toBe(`phone: ${AuthMessages.phoneUsed}`);
    const ok = await call('POST', updateProfile.path, {
      first_name: ' Claire ',
      last_name: 'Bennett',
      phone: '(980) 555-0142',
    });
    expect(ok.val).toEqual({
      user_first_name: 'Claire',
      user_last_name: 'Bennett',
      phone: '19805550142',
    });
    expect((await call('POST', userInfo.path)).val.name).toBe('Claire Bennett');
  });

  it('takes a JPG or PNG avatar, checked by content', async () => {
    const jpg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer();
    const ok = await avatar(jpg, 'me.jpg');
    expect(ok.err).toBe(ErrorCode.OK);
    expect(ok.val.head_img).toMatch(/^\/mibd\/file\/read_file\/avatar\/[a-f0-9]+\.jpg\?width=300$/);
    const img = await t.app.inject({ method: 'GET', url: ok.val.head_img });
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect((await avatar(Buffer.from('GIF89a....'), 'me.png')).errmsg).toBe(
      AuthMessages.avatarType,
    );
  });

  it('lists the company certificates (none for this customer) and refuses visitors', async () => {
    expect((await call('GET', certificateDetail.path)).val).toEqual({
      list: [],
      has_valid_resale_certificate: false,
    });
    expect((await call('GET', certificateDetail.path, undefined, '')).err).toBe(
      ErrorCode.NO_PERMISSION,
    );
  });
});
