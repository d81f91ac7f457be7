import { type APIRequestContext, expect } from '@playwright/test';
import { devOutbox } from '../../apps/api/src/routes/dev/outbox-call';
import { E2E_PORT } from '../playwright.config';

/** The API as Node reaches it (Node does not resolve *.localhost names; Chromium does). */
export const API_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

interface OutboxMessage {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
}

/** The development outbox (GET /mibd/dev/outbox?to=): the mail and SMS the portal sent. */
export class Outbox {
  constructor(private readonly request: APIRequestContext) {}

  async list(to: string): Promise<OutboxMessage[]> {
    const answer = await this.request.get(`${API_ORIGIN}${devOutbox.path}`, { params: { to } });
    const body = (await answer.json()) as { val: { list: OutboxMessage[] } };
    return body.val.list;
  }

  /** The newest 6-digit code sent to `to` after message `afterId`, waiting for it to arrive. */
  async latestCode(to: string, afterId = 0): Promise<string> {
    let code = '';
    await expect
      .poll(async () => {
        const message = (await this.list(to)).find((m) => m.id > afterId);
        code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    return code;
  }

  async newestId(to: string): Promise<number> {
    return (await this.list(to))[0]?.id ?? 0;
  }
}
