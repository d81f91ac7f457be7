import fs from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { now } from '../../db/expressions';
import { outbox, type Row } from '../../db/schema';

export interface OutgoingMessage {
  channel: Row<typeof outbox>['channel'];
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
    const [row] = await this.db.orm
      .insert(outbox)
      .values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject ?? '',
        body: message.body,
      })
      .returning({ id: outbox.id, created_at: outbox.created_at });
    if (!row) throw new Error('outbox: the insert answered no row');
    const dir = path.join(this.dataDir, 'outbox');
    await fs.mkdir(dir, { recursive: true });
    const stamp = new Date(row.created_at).toISOString().replace(/[:.]/g, '-');
    await fs.writeFile(
      path.join(dir, `${stamp}-${row.id}-${message.channel}.json`),
      JSON.stringify({ id: row.id, ...message, created_at: row.created_at }, null, 2),
    );
    if (this.transport) {
      await this.transport.deliver(message);
      await this.db.orm.update(outbox).set({ sent_at: now() }).where(eq(outbox.id, row.id));
    }
  }

  /** Newest first; for the development mailbox. */
  async list(recipient?: string, limit = 50) {
    return this.db.orm
      .select({
        id: outbox.id,
        channel: outbox.channel,
        recipient: outbox.recipient,
        subject: outbox.subject,
        body: outbox.body,
        created_at: outbox.created_at,
      })
      .from(outbox)
      .where(recipient == null ? undefined : eq(outbox.recipient, recipient))
      .orderBy(desc(outbox.id))
      .limit(limit);
  }
}
