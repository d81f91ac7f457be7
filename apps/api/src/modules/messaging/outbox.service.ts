import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/database';

export interface OutgoingMessage {
  channel: 'mail' | 'sms';
  to: string;
  subject?: string;
  body: string;
}

/** Delivery beyond the outbox (SMTP through nodemailer, an SMS provider). */
export interface MessageTransport {
  deliver(message: OutgoingMessage): Promise<void>;
}

/**
 * Every message the portal sends goes through here: recorded in the outbox table, written to
 * DATA_DIR/outbox as a file (the development mailbox reads them), and handed to a transport when
 * one is configured. Message bodies may hold codes: they are never logged.
 */
export class OutboxService {
  constructor(
    private readonly db: Database,
    private readonly dataDir: string,
    private readonly transport?: MessageTransport,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const { rows } = await this.db.query<{ id: string; created_at: Date }>(
      `INSERT INTO outbox (channel, recipient, subject, body) VALUES ($1, $2, $3, $4)
       RETURNING id, created_at`,
      [message.channel, message.to, message.subject ?? '', message.body],
    );
    const row = rows[0]!;
    const dir = path.join(this.dataDir, 'outbox');
    await fs.mkdir(dir, { recursive: true });
    const stamp = new Date(row.created_at).toISOString().replace(/[:.]/g, '-');
    await fs.writeFile(
      path.join(dir, `${stamp}-${row.id}-${message.channel}.json`),
      JSON.stringify({ id: Number(row.id), ...message, created_at: row.created_at }, null, 2),
    );
    if (this.transport) {
      await this.transport.deliver(message);
      await this.db.query('UPDATE outbox SET sent_at = now() WHERE id = $1', [row.id]);
    }
  }

  /** Newest first; for the development mailbox. */
  async list(recipient?: string, limit = 50) {
    const { rows } = await this.db.query<{
      id: string;
      channel: string;
      recipient: string;
      subject: string;
      body: string;
      created_at: Date;
    }>(
      `SELECT id, channel, recipient, subject, body, created_at FROM outbox
       WHERE ($1::text IS NULL OR recipient = $1) ORDER BY id DESC LIMIT $2`,
      [recipient ?? null, limit],
    );
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  }
}
