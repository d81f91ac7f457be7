import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { now } from '../../db/expressions';
import { outbox } from '../../db/schema/messaging';
import type { Row } from '../../db/schema/rows';

export type OutboxRow = Row<typeof outbox>;
export type NewMessage = Pick<OutboxRow, 'channel' | 'recipient' | 'subject' | 'body'> &
  Partial<Pick<OutboxRow, 'html'>>;

/** The outbox table: every mail and SMS the portal sends, and which of them went out. */
export class OutboxRepository {
  constructor(private readonly db: Database) {}

  async record(m: NewMessage): Promise<{ id: number; created_at: Date }> {
    const [row] = await this.db.orm
      .insert(outbox)
      .values(m)
      .returning({ id: outbox.id, created_at: outbox.created_at });
    if (!row) throw new Error('outbox: the insert answered no row');
    return row;
  }

  async markSent(ids: number[]): Promise<void> {
    await this.db.orm.update(outbox).set({ sent_at: now() }).where(inArray(outbox.id, ids));
  }

  /**
   * Claims up to `limit` unsent messages older than `minAgeS` (a stopped process's, or a
   * delivery that failed) and younger than `maxAgeS`, skipping any claimed in the last `minAgeS`:
   * two processes sweeping at once take different rows.
   */
  async claimUnsent(minAgeS: number, maxAgeS: number, limit: number): Promise<OutboxRow[]> {
    const { rows } = await this.db.query<OutboxRow>(
      `UPDATE outbox SET attempted_at = now()
       WHERE id IN (
         SELECT id FROM outbox
         WHERE sent_at IS NULL
           AND created_at < now() - make_interval(secs => $1)
           AND created_at > now() - make_interval(secs => $2)
           AND (attempted_at IS NULL OR attempted_at < now() - make_interval(secs => $1))
         ORDER BY created_at LIMIT $3
         FOR UPDATE SKIP LOCKED)
       RETURNING id, channel, recipient, subject, body, html, created_at`,
      [minAgeS, maxAgeS, limit],
    );
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  }

  /** Newest first; for the development mailbox. */
  async list(recipient: string | undefined, limit: number) {
    return this.db.orm
      .select({
        id: outbox.id,
        channel: outbox.channel,
        recipient: outbox.recipient,
        subject: outbox.subject,
        body: outbox.body,
        html: outbox.html,
        created_at: outbox.created_at,
      })
      .from(outbox)
      .where(recipient == null ? undefined : eq(outbox.recipient, recipient))
      .orderBy(desc(outbox.id))
      .limit(limit);
  }
}
