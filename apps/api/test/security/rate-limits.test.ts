import {
  contactUs,
  ErrorCode,
  feedbackSubmit,
  Messages,
  registerSendCode,
  sampleRequest,
  sendActivationEmail,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { CONTACT_FORM, SAMPLE_FORM } from '../fixtures/form-fixtures';
import { useTestApp } from '../fixtures/use-test-app';

/**
 * Calls that store or send something on a visitor's word are limited per caller address
 * (10 per 10 minutes, plugins/rate-limits.ts): else one script fills the service mailbox, or
 * turns the code mails into a mail pump aimed at strangers.
 */
const t = useTestApp({ withBuilds: false });

const post = async (url: string, payload: object, remoteAddress: string, forwarded?: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      headers: { host: 'hom.localhost', ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) },
    })
  ).json() as { err: number; errmsg: string };

const contact = CONTACT_FORM;
const sample = SAMPLE_FORM;
const feedback = { rating: 4, topic: 'Delivery', comments: 'Arrived a day early.', email: '' };

describe('per-address rate limits', () => {
  it.each([
    ['floods the contact form', contactUs.path, () => contact, ErrorCode.OK],
    ['floods sample requests', sampleRequest.path, () => sample, ErrorCode.OK],
    ['floods feedback', feedbackSubmit.path, () => feedback, ErrorCode.OK],
    [
      'sends registration codes to many strangers',
      registerSendCode.path,
      (i: number) => ({ channel: 'email', email: `stranger${i}@victims.test` }),
      ErrorCode.OK,
    ],
    [
      'sends activation mails over and over',
      sendActivationEmail.path,
      (i: number) => ({ email: `someone${i}@victims.test` }),
      ErrorCode.AUTH_FAILED,
    ],
  ] as const)(
    'attack: one address %s: 10 calls pass, the 11th is refused even with a forged X-Forwarded-For',
    async (_, url, body, answer) => {
      const attacker = '198.51.100.9';
      for (let i = 0; i < 10; i++) {
        expect((await post(url, body(i), attacker, `203.0.113.${i}`)).err).toBe(answer);
      }
      const refused = await post(url, body(10), attacker, '203.0.113.99');
      expect(refused).toMatchObject({
        err: ErrorCode.RATE_LIMITED,
        errmsg: Messages.tooManyRequests,
      });
      // Other callers are not affected.
      expect((await post(url, body(11), '192.0.2.1')).err).toBe(answer);
    },
  );
});
