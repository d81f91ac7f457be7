import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { now } from '../../db/expressions';
import { oidcStates, roweIdentities, roweLinkCodes } from '../../db/schema/identity';
import type { Row } from '../../db/schema/rows';
import { pick } from '../../lib/pick';

export type LinkOutcome = 'linked' | 'taken' | 'user-linked';

/** What a link code carries: the Rowe identity waiting to be linked. */
export type LinkCode = Pick<
  Row<typeof roweLinkCodes>,
  'sub' | 'email' | 'given_name' | 'family_name'
>;

const linkCodeFields = {
  ...pick(roweLinkCodes, 'sub', 'email', 'given_name', 'family_name'),
};

export class RoweRepository {
  constructor(private readonly db: Database) {}

  async saveState(state: string, verifier: string, nonce: string, bindUserId: number | null) {
    await this.db.orm
      .insert(oidcStates)
      .values({ state, code_verifier: verifier, nonce, bind_user_id: bindUserId });
  }

  /** Single use, at most 10 minutes old. */
  async takeState(state: string) {
    const [row] = await this.db.orm
      .delete(oidcStates)
      .where(
        and(
          eq(oidcStates.state, state),
          gt(oidcStates.created_at, sql`now() - interval '10 minutes'`),
        ),
      )
      .returning({
        ...pick(oidcStates, 'code_verifier', 'nonce', 'bind_user_id'),
      });
    return row ?? null;
  }

  async userForSub(sub: string): Promise<number | null> {
    const [row] = await this.db.orm
      .select({ user_id: roweIdentities.user_id })
      .from(roweIdentities)
      .where(eq(roweIdentities.sub, sub));
    return row?.user_id ?? null;
  }

  /**
   * Links the identity to the user. 'taken': the Rowe identity belongs to another user;
   * 'user-linked': the user already has another Rowe identity. Linking again is 'linked'.
   */
  async link(sub: string, userId: number, email: string): Promise<LinkOutcome> {
    const rows = await this.db.orm
      .insert(roweIdentities)
      .values({ sub, user_id: userId, email })
      .onConflictDoNothing()
      .returning({ sub: roweIdentities.sub });
    if (rows.length) return 'linked';
    const owner = await this.userForSub(sub);
    if (owner === userId) return 'linked';
    return owner === null ? 'user-linked' : 'taken';
  }

  /** The user's link, if any. */
  async linkOf(
    userId: number,
  ): Promise<Pick<Row<typeof roweIdentities>, 'email' | 'linked_at'> | null> {
    const [row] = await this.db.orm
      .select({ email: roweIdentities.email, linked_at: roweIdentities.linked_at })
      .from(roweIdentities)
      .where(eq(roweIdentities.user_id, userId));
    return row ?? null;
  }

  async unlink(userId: number): Promise<void> {
    await this.db.orm.delete(roweIdentities).where(eq(roweIdentities.user_id, userId));
  }

  async saveLinkCode(codeHash: string, c: LinkCode) {
    await this.db.orm.insert(roweLinkCodes).values({
      code_hash: codeHash,
      ...pick(c, 'sub', 'email', 'given_name', 'family_name'),
      expires_at: sql`now() + interval '30 minutes'`,
    });
  }

  async readLinkCode(codeHash: string, consume: boolean): Promise<LinkCode | null> {
    const usable = and(
      eq(roweLinkCodes.code_hash, codeHash),
      isNull(roweLinkCodes.used_at),
      gt(roweLinkCodes.expires_at, now()),
    );
    const [row] = consume
      ? await this.db.orm
          .update(roweLinkCodes)
          .set({ used_at: now() })
          .where(usable)
          .returning(linkCodeFields)
      : await this.db.orm.select(linkCodeFields).from(roweLinkCodes).where(usable);
    return row ?? null;
  }
}
