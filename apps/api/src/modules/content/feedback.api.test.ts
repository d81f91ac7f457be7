import {
  AuthMessages,
  ErrorCode,
  FeedbackMessages as F,
  feedbackDetail,
  feedbackSubmit,
  Messages,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/use-test-app';
import { devOutbox } from '../../routes/dev/outbox-call';
import { SERVICE_MAILBOX } from './content.service';

const t = useTestApp();

const call = async (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  host = 'hom.localhost',
) => (await t.app.inject({ method, url, payload, headers: { host } })).json();

const good = { rating: 4, topic: 'Delivery', comments: '  Arrived a day early.  ', email: '' };

describe('feedback', () => {
  it.each([
    [{ rating: 0 }, `rating: ${F.rating}`],
    [{ topic: 'Weather' }, `topic: ${F.topic}`],
    [{ comments: '   ' }, `comments: ${F.comments}`],
    [{ email: 'rae@' }, `email: ${AuthMessages.invalidEmail}`],
  ])('refuses %o', async (change, message) => {
    const res = await call('POST', feedbackSubmit.path, { ...good, ...change });
    expect(res).toEqual({ err: ErrorCode.BAD_REQUEST, errmsg: message, val: null });
  });

  it('stores it, mails customer service and reads it back by reference on the same brand', async () => {
    const res = await call('POST', feedbackSubmit.path, good);
    expect(res.err).toBe(ErrorCode.OK);
    expect(res.val.message).toBe(Messages.submitted);
    expect(res.val.ref).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const mail = (await call('GET', `${devOutbox.path}?to=${SERVICE_MAILBOX}`)).val.list[0];
    expect(mail.subject).toBe('Feedback (HOM): 4/5 on Delivery');
    const detail = await call('GET', `${feedbackDetail.path}?ref=${res.val.ref}`);
    expect(detail.val).toMatchObject({
      rating: 4,
      topic: 'Delivery',
      comments: 'Arrived a day early.',
    });
    const elsewhere = await call(
      'GET',
      `${feedbackDetail.path}?ref=${res.val.ref}`,
      undefined,
      'ca.localhost',
    );
    expect(elsewhere.errmsg).toBe(F.notFound);
  });
});
