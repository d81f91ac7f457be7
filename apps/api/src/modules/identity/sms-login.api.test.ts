import { AuthMessages, ErrorCode, getPhoneCode, userLogin } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { DESIGNER_PHONE, PHONE_ONLY_NUMBER } from '../../../test/fixtures/accounts-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';
import { freshAddress } from '../../../test/security/security-helpers';
import { devOutbox } from '../../routes/dev/outbox-call';

const t = useTestApp({ accounts: true });

/** Each call from its own address: code requests are counted per address (auth.routes.ts). */
const post = async (url: string, payload: object) =>
  (
    await t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: freshAddress(),
      headers: { host: 'hom.localhost' },
    })
  ).json() as {
    err: number;
    errmsg: string;
    val: Record<string, unknown>;
  };

/** The newest code sent to a phone, read from the development outbox as a person would. */
const lastCode = async (phone: string) => {
  const res = await t.app.inject({ method: 'GET', url: `${devOutbox.path}?to=${phone}` });
  const list = res.json().val.list as { channel: string; body: string }[];
  expect(list[0]?.channel).toBe('sms');
  return /\b(\d{6})\b/.exec(list[0]!.body)![1]!;
};

const ageCodes = (phone: string, interval: string) =>
  t.testDb.db.query(
    `UPDATE one_time_codes SET created_at = created_at - $2::interval WHERE target = $1`,
    [phone, interval],
  );

describe('SMS sign-in', () => {
  it('sends a 6-digit code to a registered phone and signs in with it once', async () => {
    const sent = await post(getPhoneCode.path, { phone: '(704) 555-0100' });
    expect(sent.err).toBe(ErrorCode.OK);
    expect(sent.val).toEqual({ sent: true, expires_in_s: 600 });
    const code = await lastCode(PHONE_ONLY_NUMBER);

    const wrong = await post(userLogin.path, {
      username: '7045550100',
      login_type: '2',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.errmsg).toBe(AuthMessages.codeError);
    const ok = await post(userLogin.path, {
      username: '704-555-0100',
      login_type: '2',
      code,
    });
    expect(ok.err).toBe(ErrorCode.OK);
    expect(ok.val.user_email).toBe('phone-only@studio.test');
    const again = await post(userLogin.path, {
      username: '7045550100',
      login_type: '2',
      code,
    });
    expect(again.errmsg).toBe(AuthMessages.codeError);
  });

  it('answers an unregistered phone as a registered one, sending nothing; refuses a missing code', async () => {
    // One answer whether the phone holds an account (account-enumeration.test.ts).
    expect((await post(getPhoneCode.path, { phone: '2125550199' })).val).toEqual({
      sent: true,
      expires_in_s: 600,
    });
    const mail = await t.app.inject({ method: 'GET', url: `${devOutbox.path}?to=12125550199` });
    expect(mail.json().val.list).toEqual([]);
    expect((await post(getPhoneCode.path, { phone: '12' })).errmsg).toBe(AuthMessages.invalidPhone);
    expect((await post(userLogin.path, { username: DESIGNER_PHONE, login_type: '2' })).errmsg).toBe(
      AuthMessages.enterCode,
    );
  });

  it('expires codes after 10 minutes and after five wrong tries', async () => {
    await ageCodes(DESIGNER_PHONE, '1 day');
    await post(getPhoneCode.path, { phone: DESIGNER_PHONE });
    const code = await lastCode(DESIGNER_PHONE);
    await t.testDb.db.query(
      `UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE target = $1`,
      [DESIGNER_PHONE],
    );
    expect(
      (await post(userLogin.path, { username: DESIGNER_PHONE, login_type: '2', code })).errmsg,
    ).toBe(AuthMessages.codeError);

    await ageCodes(DESIGNER_PHONE, '1 day');
    await post(getPhoneCode.path, { phone: DESIGNER_PHONE });
    const fresh = await lastCode(DESIGNER_PHONE);
    const bad = fresh === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++)
      await post(userLogin.path, {
        username: DESIGNER_PHONE,
        login_type: '2',
        code: bad,
      });
    const res = await post(userLogin.path, {
      username: DESIGNER_PHONE,
      login_type: '2',
      code: fresh,
    });
    // Five wrong codes lock the code (and the account for a while): the right one no longer works.
    expect(res.err).not.toBe(ErrorCode.OK);
  });

  it('waits a minute between codes and stops at the daily limit', async () => {
    const phone = '17045550100';
    await ageCodes(phone, '2 days');
    expect((await post(getPhoneCode.path, { phone })).err).toBe(ErrorCode.OK);
    expect((await post(getPhoneCode.path, { phone })).errmsg).toBe(AuthMessages.codeTooSoon);
    for (let i = 0; i < 4; i++) {
      await ageCodes(phone, '2 minutes');
      expect((await post(getPhoneCode.path, { phone })).err).toBe(ErrorCode.OK);
    }
    await ageCodes(phone, '2 minutes');
    const limited = await post(getPhoneCode.path, { phone });
    expect(limited.err).toBe(ErrorCode.RATE_LIMITED);
    expect(limited.errmsg).toBe(AuthMessages.codeDailyLimit);
  });
});
