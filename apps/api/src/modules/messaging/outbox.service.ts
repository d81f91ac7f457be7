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

/** A message written to the outbox table, to be delivered once its transaction committed. */
export interface Recorded {
  id: number;
  created_at: Date | string;
  message: OutgoingMessage;
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
    await this.deliver(await this.record(message));
  }

  /**
   * Records a message in the outbox table. The order confirmation is recorded by the order's
   * settle statement instead (migration 0022), so it exists exactly when the order does; it is
   * handed to `deliver` after that commit.
   */
  private async record(message: OutgoingMessage): Promise<Recorded> {
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
    return { ...row, message };
  }

  /** The recorded message as a file for the development mailbox, then to the transport. */
  async deliver({ id, created_at, message }: Recorded): Promise<void> {
    const dir = path.join(this.dataDir, 'outbox');
    const stamp = new Date(created_at).toISOString().replace(/[:.]/g, '-');
    const file = path.join(dir, `${stamp}-${id}-${message.channel}.json`);
    const text = JSON.stringify({ id, ...message, created_at }, null, 2);
    // The folder is made when a write finds it missing, not before every message.
    await fs.writeFile(file, text).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(file, text);
    });
    if (this.transport) {
      await this.transport.deliver(message);
      await this.db.orm.update(outbox).set({ sent_at: now() }).where(eq(outbox.id, id));
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
