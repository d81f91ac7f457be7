import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { msFromNow, now, redeemable } from '../../db/expressions';
import { passwordLinks } from '../../db/schema/identity';

/** Single-use set-password links; only the token's hash is stored. */
export class PasswordLinksRepository {
  constructor(private readonly db: Database) {}

  /**
   * A new link ends the user's unused older ones (in the same statement): a link leaked from an
   * old mail, or requested by someone else, stops working once the owner asks again.
   */
  async create(tokenHash: string, userId: number, ttlMs: number) {
    const orm = this.db.orm;
    const ended = orm.$with('ended').as(
      orm
        .update(passwordLinks)
        .set({ used_at: now() })
        .where(and(eq(passwordLinks.user_id, userId), isNull(passwordLinks.used_at)))
        .returning({ token_hash: passwordLinks.token_hash }),
    );
    await orm
      .with(ended)
      .insert(passwordLinks)
      .values({ token_hash: tokenHash, user_id: userId, expires_at: msFromNow(ttlMs) });
  }

  /** Marks the link used and returns its user, or null when unknown, used or expired. */
  async consume(tokenHash: string): Promise<number | null> {
    const [row] = await this.db.orm
      .update(passwordLinks)
      .set({ used_at: now() })
      .where(and(eq(passwordLinks.token_hash, tokenHash), redeemable(passwordLinks)))
      .returning({ user_id: passwordLinks.user_id });
    return row?.user_id ?? null;
  }
}
