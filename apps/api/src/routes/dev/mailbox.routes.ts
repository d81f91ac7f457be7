import { escapeHtml } from '../../lib/html';
import type { OutboxService } from '../../modules/messaging/outbox.service';
import { type RouteApp, route } from '../define-route';
import { devOutbox, devOutboxQuery } from './outbox-call';

/**
 * The development mailbox: what the portal sent (mail and SMS), newest first. Registered only
 * when no real transport is configured (then this is the only way to read them).
 */
export const mailboxRoutes = (app: RouteApp, outbox: OutboxService): void => {
  route(app, devOutbox, async ({ query }) => ({ list: await outbox.list(query.to) }));

  // An HTML page for a person, not a call: hidden from the API document, answered directly.
  app.get(
    '/mibd/dev/mailbox',
    { schema: { hide: true, querystring: devOutboxQuery } },
    async (request, reply) => {
      const list = await outbox.list(request.query.to, 100);
      const rows = list
        .map(
          (m) =>
            `<article><header><strong>${escapeHtml(m.channel.toUpperCase())}</strong> to ${escapeHtml(m.recipient)} · ${new Date(
              m.created_at,
            ).toLocaleString(
              'en-US',
            )}</header>${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}<pre>${escapeHtml(m.body)}</pre></article>`,
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox</title><style>body{font:15px system-ui;margin:2rem auto;max-width:760px;color:#222}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}header{color:#666;font-size:13px}pre{white-space:pre-wrap;font:inherit}</style></head><body><h1>Development mailbox</h1><p>Every mail and SMS the portal sent, newest first.</p>${rows || '<p>Nothing sent yet.</p>'}</body></html>`,
        );
    },
  );
};
