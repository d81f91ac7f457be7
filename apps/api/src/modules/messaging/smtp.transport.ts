import nodemailer from 'nodemailer';
import type { MessageTransport } from './outbox-message';

const FROM = 'Trade Portal <no-reply@portal.localhost>';

/**
 * Mail through SMTP (SMTP_URL). SMS has no provider here: it stays in the outbox, which is
 * where a provider adapter would pick it up.
 */
export const smtpTransport = (url: string): MessageTransport => {
  const mailer = nodemailer.createTransport(url);
  return {
    deliver: async ({ message: m }) => {
      if (m.channel !== 'mail') return;
      await mailer.sendMail({
        from: FROM,
        to: m.to,
        subject: m.subject ?? '',
        text: m.body,
        ...(m.html ? { html: m.html } : {}),
      });
    },
  };
};
