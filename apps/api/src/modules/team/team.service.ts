import {
  AuthMessages,
  type BrandCode,
  Brands,
  ErrorCode,
  INVITATION_DAYS,
  isEmail,
  Limits,
  TeamMessages as M,
  Messages,
  passwordProblem,
  type SubAccountStatus,
  tierOf,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { CallerContext } from '../identity/caller-context';
import { hashPassword, hashToken, newToken } from '../identity/secrets';
import type { SignUpService, ThrottleRule } from '../identity/sign-up.service';
import type { OutboxService } from '../messaging/outbox.service';
import type { WorkspaceTransferService } from '../workspace/workspace-transfer.service';
import type { TeamRepository } from './team.repository';

const DAY_MS = 86_400_000;
/** Accounts that may have sub-accounts (sub-accounts themselves may not: roles-and-brands.md). */
const MANAGERS: readonly string[] = ['designer', 'dealer'];

const STATUS: Record<string, SubAccountStatus> = {
  not_activated: 'to_be_activated',
  pending: 'to_be_activated',
  active: 'activated',
  closed: 'closed',
};

const HOUR_MS = 3_600_000;
/** Invitation mails per inviter (Limits.invitationsPerInviterPerHour); the next one locks. */
const INVITE_RATE: ThrottleRule = {
  maxFailures: Limits.invitationsPerInviterPerHour + 1,
  windowMs: HOUR_MS,
  lockMs: HOUR_MS,
};

const refuse = (message: string) => new AppError(ErrorCode.BAD_REQUEST, message);
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/**
 * Sub-accounts of a designer: invite by e-mail (a 3-day link), resend, close (customers and
 * projects move to the parent in the same transaction), reopen, and activation from the link,
 * all within the company's limit of activated accounts (counted under a row lock). Each mail
 * counts against its inviter's hourly rate, and a company holds at most
 * Limits.openInvitationsPerCompany open invitations (an expired one holds no place, nor its
 * address: db/lapsed-invitations.ts).
 */
export class TeamService {
  constructor(
    private readonly repo: TeamRepository,
    private readonly outbox: OutboxService,
    private readonly workspace: WorkspaceTransferService,
    private readonly attempts: Pick<SignUpService, 'countAttempt'>,
  ) {}

  /** One more invitation mail of `inviterId` within the hourly rate, or 42900. */
  private async countMail(inviterId: number) {
    if (!(await this.attempts.countAttempt(`team-invite:${inviterId}`, INVITE_RATE)))
      throw new AppError(ErrorCode.RATE_LIMITED, M.invitationRateReached);
  }

  /** The calling designer and their company, or 25010. */
  private async manager(caller: CallerContext) {
    if (!caller.userId || !caller.accountType || !MANAGERS.includes(caller.accountType))
      throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
    const owner = await this.repo.owner(caller.userId);
    if (!owner?.company_id) throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
    return { ...owner, company_id: owner.company_id };
  }

  private async sub(parentId: number, id: number) {
    const sub = await this.repo.find(parentId, id);
    if (!sub) throw new AppError(ErrorCode.NOT_FOUND, M.notFound);
    return sub;
  }

  async list(caller: CallerContext) {
    const owner = await this.manager(caller);
    const rows = await this.repo.list(owner.id);
    return {
      tier: tierOf(owner.tier ?? '', owner.company_kind === 'dealer'),
      company_name: owner.company_name ?? '',
      max_active_accounts: owner.max_active_accounts ?? 0,
      active_accounts: await this.repo.activeSeats(owner.company_id),
      list: rows.map((r) => ({
        id: r.id,
        email: r.email,
        first_name: r.first_name,
        last_name: r.last_name,
        status: STATUS[r.status] ?? 'to_be_activated',
        account_type: 'sub_account' as const,
        invitation_time: iso(r.invited_at),
        closing_time: r.status === 'closed' ? iso(r.closed_at) : null,
        customers: Number(r.customers),
      })),
    };
  }

  async invite(
    caller: CallerContext,
    site: { brand: BrandCode; origin: string },
    body: { email: string; first_name: string; last_name: string },
  ) {
    const owner = await this.manager(caller);
    const email = body.email.trim();
    if (!email) throw refuse(`email: ${AuthMessages.enterEmail}`);
    if (!isEmail(email)) throw refuse(`email: ${AuthMessages.invalidEmail}`);
    if (await this.repo.emailTaken(email)) throw refuse(`email: ${M.alreadyRegistered}`);
    await this.countMail(owner.id);
    const id = await this.repo.create(
      owner.id,
      owner.company_id,
      { email, first_name: body.first_name, last_name: body.last_name },
      Limits.openInvitationsPerCompany,
    );
    if (id === 'full') throw refuse(M.openInvitationsReached);
    if (id === null) throw refuse(`email: ${M.alreadyRegistered}`);
    await this.sendInvitation(id, email, owner, site);
    return { id, message: M.invitationSent };
  }

  async resend(caller: CallerContext, site: { brand: BrandCode; origin: string }, id: number) {
    const owner = await this.manager(caller);
    const sub = await this.sub(owner.id, id);
    if (sub.status === 'closed') throw refuse(M.accountClosed);
    if (sub.status === 'active') throw refuse(M.alreadyRegistered);
    await this.countMail(owner.id);
    await this.sendInvitation(sub.id, sub.email, owner, site, true);
    return { id, message: M.invitationSent };
  }

  /** The Activate button of a closed account: activated again within the limit. */
  async reopen(caller: CallerContext, site: { brand: BrandCode; origin: string }, id: number) {
    const owner = await this.manager(caller);
    const sub = await this.sub(owner.id, id);
    if (sub.status === 'active') throw refuse(M.alreadyRegistered);
    if (sub.status !== 'closed') throw refuse(M.notToBeActivated);
    if (!sub.has_password) {
      // Never activated: it goes back to waiting for its invitation.
      await this.countMail(owner.id);
      await this.sendInvitation(sub.id, sub.email, owner, site, true);
      await this.repo.markToBeActivated(sub.id);
      return { id, message: M.invitationSent };
    }
    await this.repo.transaction(async (tx) => {
      if ((await this.repo.lockSeat(tx, owner.company_id)) === 'limit')
        throw refuse(M.limitReached);
      await this.repo.activate(tx, sub.id);
    });
    return { id, message: M.reopened };
  }

  /** Closes the account; its customers and their projects move to the parent in the same tx. */
  async close(caller: CallerContext, id: number) {
    const owner = await this.manager(caller);
    const sub = await this.sub(owner.id, id);
    const moved = await this.repo.transaction(async (tx) => {
      if (!(await this.repo.close(tx, sub.id))) throw refuse(M.accountClosed);
      return this.workspace.moveAllTo(sub.id, owner.id, tx);
    });
    return {
      id,
      message: M.closed,
      moved_customers: moved.customers,
      moved_projects: moved.projects,
    };
  }

  /** Who a link activates; the link's refusals come first, before any form is shown. */
  async activationInfo(token: string) {
    const invite = await this.usableInvite(token);
    return {
      email: invite.email,
      first_name: invite.first_name,
      last_name: invite.last_name,
      company_name: invite.company_name ?? '',
      inviter: `${invite.inviter_first ?? ''} ${invite.inviter_last ?? ''}`.trim(),
    };
  }

  async activate(body: {
    token: string;
    first_name: string;
    last_name: string;
    password: string;
    confirm_password: string;
  }) {
    const invite = await this.usableInvite(body.token);
    const first = body.first_name.trim();
    const last = body.last_name.trim();
    if (!first) throw refuse(`first_name: ${AuthMessages.firstNameRequired}`);
    if (!last) throw refuse(`last_name: ${AuthMessages.lastNameRequired}`);
    const problem = passwordProblem(body.password);
    if (problem) throw refuse(`password: ${problem}`);
    if (body.password !== body.confirm_password)
      throw refuse(`confirm_password: ${AuthMessages.passwordsDontMatch}`);
    if (!invite.company_id) throw refuse(M.limitReached);
    const companyId = invite.company_id;
    // Hashing is slow on purpose: done before the lock, so the lock is held for two statements.
    const password_hash = await hashPassword(body.password);
    const hash = hashToken(body.token);
    await this.repo.transaction(async (tx) => {
      if ((await this.repo.lockSeat(tx, companyId)) === 'limit') throw refuse(M.limitReached);
      if (!(await this.repo.useInvite(tx, hash))) throw refuse(M.alreadyRegistered);
      await this.repo.activate(tx, invite.user_id, {
        first_name: first,
        last_name: last,
        password_hash,
      });
    });
    return { message: M.activated, email: invite.email };
  }

  private async usableInvite(token: string) {
    const invite = await this.repo.invite(hashToken(token.trim()));
    if (!invite) throw refuse(M.linkExpired);
    if (invite.status === 'closed') throw refuse(M.accountClosed);
    if (invite.status === 'active' || invite.used) throw refuse(M.alreadyRegistered);
    if (invite.expired) throw refuse(M.linkExpired);
    return invite;
  }

  /** A new 3-day link, mailed; `capped`: only within the company's open invitations. */
  private async sendInvitation(
    userId: number,
    email: string,
    owner: {
      first_name: string;
      last_name: string;
      company_name: string | null;
      company_id: number;
    },
    site: { brand: BrandCode; origin: string },
    capped = false,
  ) {
    const token = newToken();
    const expiresAt = new Date(Date.now() + INVITATION_DAYS * DAY_MS);
    const cap = { companyId: owner.company_id, max: Limits.openInvitationsPerCompany };
    if (!(await this.repo.newInvite(userId, hashToken(token), expiresAt, capped ? cap : undefined)))
      throw refuse(M.openInvitationsReached);
    const inviter = `${owner.first_name} ${owner.last_name}`.trim();
    const link = `${site.origin}/subAccountActivation?token=${encodeURIComponent(token)}`;
    await this.outbox.send({
      channel: 'mail',
      to: email,
      subject: `${inviter} invited you to ${owner.company_name ?? 'their company'} on ${Brands[site.brand].name}`,
      body: `${inviter} invited you to a sub-account of ${owner.company_name ?? 'their company'}.\n\nActivate it here within ${INVITATION_DAYS} days:\n${link}\n`,
    });
  }
}
