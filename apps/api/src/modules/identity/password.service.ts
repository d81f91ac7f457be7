import {
  AuthMessages,
  EMAIL_PATTERN,
  ErrorCode,
  Limits,
  Messages,
  passwordProblem,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { OutboxService } from '../messaging/outbox.service';
import type { CallerContext } from './caller-context';
import type { PasswordLinksRepository } from './password-links.repository';
import { hashPassword, hashToken, newToken, verifyPassword } from './secrets';
import type { SessionsRepository } from './sessions.repository';
import { lockedOut } from './throttle.guard';
import type { ThrottleRepository } from './throttle.repository';
import type { UsersRepository } from './users.repository';

const LINK_TTL_MS = 60 * 60_000;
const ACTIVATION_TTL_MS = Limits.invitationDays * 24 * 60 * 60_000;
const RESET_RULE = { maxFailures: 5, windowMs: 60 * 60_000, lockMs: 60 * 60_000 };
/** Wrong old passwords in change_password: a stolen session must not become a guessing oracle. */
const CHANGE_RULE = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
const failed = (message: string) => new AppError(ErrorCode.AUTH_FAILED, message);

/** The spec's policy, then the match: the first problem found is the message. */
export const checkNewPassword = (password: string, confirm: string) => {
  const problem = passwordProblem(password);
  if (problem) throw failed(problem);
  if (password !== confirm) throw failed(AuthMessages.passwordsDontMatch);
};

/** Forgotten passwords (a single-use link by mail), setting and changing passwords. */
export class PasswordService {
  constructor(
    private readonly links: PasswordLinksRepository,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly throttle: ThrottleRepository,
    private readonly outbox: OutboxService,
  ) {}

  /** `origin`: the brand's configured origin (request.brandOrigin), never the request's Host. */
  async sendResetLink(rawEmail: string, origin: string) {
    const email = rawEmail.trim();
    if (!email) throw failed(AuthMessages.enterEmail);
    if (!EMAIL_PATTERN.test(email)) throw failed(AuthMessages.invalidEmail);
    const key = `reset:${email.toLowerCase()}`;
    if ((await this.throttle.lockedFor(key)) > 0) {
      throw new AppError(ErrorCode.RATE_LIMITED, Messages.tooManyRequests);
    }
    // Every request counts, so the mailbox of a stranger cannot be flooded.
    await this.throttle.fail(key, RESET_RULE);
    const user = await this.registered(email);
    await this.mailLink(
      user,
      LINK_TTL_MS,
      'Set your password',
      (link) =>
        `Hello ${user.first_name},\n\nUse this link within one hour to set a new password:\n${origin}${link}\n\nIf you did not ask for it, ignore this mail.`,
    );
    return { sent: true as const };
  }

  /**
   * The activation mail of an approved account without a password: a set-password link valid
   * 3 days (the spec's invitation validity). Sent on approval and on request.
   */
  async sendActivation(rawEmail: string, origin: string) {
    const email = rawEmail.trim();
    if (!email) throw failed(AuthMessages.enterEmail);
    if (!EMAIL_PATTERN.test(email)) throw failed(AuthMessages.invalidEmail);
    const user = await this.registered(email);
    if (user.company_status !== 'active' || user.status !== 'active')
      throw failed(AuthMessages.pendingReview);
    if (user.password_hash) throw failed(AuthMessages.alreadyActivated);
    await this.mailLink(
      user,
      ACTIVATION_TTL_MS,
      'Activate your trade account',
      (link) =>
        `Hello ${user.first_name},\n\nYour trade account is approved. Choose your password within 3 days to activate it:\n${origin}${link}`,
    );
    return { sent: true as const };
  }

  /** The account signing in with exactly this email (not a phone or another login). */
  private async registered(email: string) {
    const user = await this.users.findByLogin(email);
    if (!user || user.email.toLowerCase() !== email.toLowerCase())
      throw failed(AuthMessages.notRegistered);
    return user;
  }

  /** A new single-use set-password link, valid `ttlMs`, mailed in `body` (given its path). */
  private async mailLink(
    user: { id: number; email: string },
    ttlMs: number,
    subject: string,
    body: (link: string) => string,
  ) {
    const token = newToken();
    await this.links.create(hashToken(token), user.id, ttlMs);
    await this.outbox.send({
      channel: 'mail',
      to: user.email,
      subject,
      body: body(`/setPassword?token=${token}`),
    });
  }

  /**
   * A set-password link (/setPassword?token=) for another module's invitation mail (the
   * workspace invites customers with it, valid 3 days); older unused links of the user end.
   */
  async createInvitationLink(userId: number, ttlMs = ACTIVATION_TTL_MS): Promise<string> {
    const token = newToken();
    await this.links.create(hashToken(token), userId, ttlMs);
    return token;
  }

  /** Single use; expired, used or unknown links all read 'The link has expired'. */
  async setWithLink(token: string, password: string, confirm: string) {
    checkNewPassword(password, confirm);
    const userId = await this.links.consume(hashToken(token.trim()));
    if (!userId) throw failed(AuthMessages.linkExpired);
    await this.users.setPassword(userId, await hashPassword(password));
    await this.sessions.endAllForUser(userId, 'password_change');
    return { updated: true as const };
  }

  /**
   * Changing a password ends every other session of the account. Wrong old passwords are
   * counted per account and lock the change for a while (CHANGE_RULE).
   */
  async change(caller: CallerContext, oldPassword: string, password: string, confirm: string) {
    if (!caller.userId || !caller.sessionId)
      throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
    const key = `change-password:${caller.userId}`;
    const ms = await this.throttle.lockedFor(key);
    if (ms > 0) throw lockedOut(ms);
    const user = await this.users.findById(caller.userId);
    if (!user || !(await verifyPassword(user.password_hash, oldPassword))) {
      await this.throttle.fail(key, CHANGE_RULE);
      throw failed(AuthMessages.wrongPassword);
    }
    await this.throttle.clear(key);
    checkNewPassword(password, confirm);
    await this.users.setPassword(user.id, await hashPassword(password));
    await this.sessions.endAllForUser(user.id, 'password_change', caller.sessionId);
    return { updated: true as const };
  }
}
