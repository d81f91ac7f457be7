import { Limits } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from './database';

/**
 * When a sub-account invitation holds its address (issue 33, L4). An invitation makes a users
 * row with the invited address (to be activated), and addresses are unique: while it exists, its
 * owner can neither register, be invited as a customer, nor be invited by another company.
 *
 * The rule: an invitation holds the address only while it can be used, that is for the 3 days of
 * its newest link (spec 6: "Invitation valid 3 days"). A to-be-activated sub-account that never
 * set a password, whose every link has expired and whose newest invitation is older than 3 days,
 * has lapsed: the first sign-up that asks for its address (registration, a customer, another
 * sub-account invitation) removes it, and the address is theirs. Until someone asks, it stays in
 * the inviting designer's list, and a resend (a new 3-day link) holds the address again.
 */
const DAYS = Limits.invitationDays;

/** Whether the users row aliased `u` is a lapsed invitation (the rule above). */
export const lapsedInvitation = (u: string): SQL =>
  sql.raw(`(${u}.account_type = 'sub_account' AND ${u}.status = 'not_activated'
    AND ${u}.password_hash IS NULL
    AND NOT EXISTS (SELECT 1 FROM sub_account_invites live WHERE live.user_id = ${u}.id
      AND live.used_at IS NULL AND live.expires_at > now())
    AND NOT EXISTS (SELECT 1 FROM sub_accounts recent WHERE recent.user_id = ${u}.id
      AND recent.invited_at > now() - interval '${DAYS} days'))`);

/**
 * Frees an address held only by a lapsed invitation: the sub-account, its invitations and any
 * set-password link go, in one statement. Called before every "is this address taken?" check
 * of a sign-up, so the check and the insert after it see the address free.
 */
export const releaseLapsedInvitation = async (orm: Orm, email: string): Promise<void> => {
  await orm.execute(sql`WITH lapsed AS (
      SELECT u.id FROM users u WHERE lower(u.email) = lower(${email}) AND ${lapsedInvitation('u')}
    ), invites AS (
      DELETE FROM sub_account_invites WHERE user_id IN (SELECT id FROM lapsed)
    ), links AS (
      DELETE FROM password_links WHERE user_id IN (SELECT id FROM lapsed)
    ), subs AS (
      DELETE FROM sub_accounts WHERE user_id IN (SELECT id FROM lapsed)
    )
    DELETE FROM users WHERE id IN (SELECT id FROM lapsed)`);
};
