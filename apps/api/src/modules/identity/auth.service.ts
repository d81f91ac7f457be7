import {
  AuthMessages,
  type BrandCode,
  ErrorCode,
  Messages,
  type Mode,
  rolesFor,
  type SessionUser,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';
import { type CallerContext, VISITOR } from './caller-context';
import type { CodesService } from './codes.service';
import { CHOOSE_CUSTOMER_MESSAGE, customerScope, fallbackMode } from './customer-scope';
import { normalisePhone } from './phone';
import { burnPasswordCheck, hashToken, newToken, verifyPassword } from './secrets';
import { ModesFor, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session-policy';
import type { SessionRow, SessionsRepository } from './sessions.repository';
import {
  accountSubject,
  type LoginSubject,
  nameSubject,
  type ThrottleGuard,
} from './throttle.guard';
import type { UserRow, UsersRepository } from './users.repository';

const failed = (message: string) => new AppError(ErrorCode.AUTH_FAILED, message);

/**
 * Whether the password is the account's. Without a stored one (an unknown account, a phone-only
 * or never activated one) it is checked against a fixed hash, so every answer takes as long.
 */
const passwordMatches = async (stored: string | null, password: string): Promise<boolean> => {
  if (stored) return verifyPassword(stored, password);
  await burnPasswordCheck(password);
  return false;
};

/** What the sign-in limits count an attempt against: the account, else the name typed. */
const subjectOf = (user: UserRow | null, login: string): LoginSubject =>
  user ? accountSubject(user.id) : nameSubject(login);

/** Sign-in, sessions and the caller of each request. */
/** How stale last_seen_at may be before a call refreshes it (sessions.repository touch). */
const TOUCH_EVERY_MS = 60_000;

export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly throttle: ThrottleGuard,
    private readonly codes: CodesService,
  ) {}

  /**
   * Password sign-in (spec 5). An unknown account and a wrong password get one answer
   * (AuthMessages.signInFailed, after the same password work), and the account's status
   * (closed, not activated, under review ...) only follows its correct password: nobody learns
   * which addresses and phones hold an account, nor in what state, without its password.
   */
  async loginWithPassword(
    input: { username: string; password: string },
    brand: BrandCode,
    address: string,
  ): Promise<SessionUser> {
    return this.startSession(await this.checkPassword(input, brand, address));
  }

  /** The checks of a password sign-in without starting a session (Rowe links first). */
  async checkPassword(
    input: { username: string; password: string },
    brand: BrandCode,
    address: string,
  ) {
    const username = input.username.trim();
    if (!username) throw failed(AuthMessages.enterAccount);
    if (!input.password) throw failed(AuthMessages.enterPassword);
    const user = await this.users.findByLogin(username);
    const subject = subjectOf(user, username);
    await this.throttle.check(address, subject);
    if (!(await passwordMatches(user?.password_hash ?? null, input.password)) || !user) {
      await this.throttle.failed(address, subject, user ?? undefined);
      throw failed(AuthMessages.signInFailed);
    }
    this.assertMaySignIn(user, brand);
    await this.throttle.succeeded(subject, address);
    return user;
  }

  /**
   * SMS sign-in: the phone's latest code, then the same account checks as a password. An
   * unknown phone answers as a wrong code does (it may even hold codes: sendLoginCode).
   */
  async loginWithCode(
    input: { username: string; code?: string },
    brand: BrandCode,
    address: string,
  ) {
    const phone = normalisePhone(input.username.trim());
    if (!phone) throw failed(AuthMessages.invalidPhone);
    if (!input.code?.trim()) throw failed(AuthMessages.enterCode);
    const found = await this.users.findByLogin(phone);
    const user = found?.phone === phone ? found : null;
    const subject = subjectOf(user, phone);
    await this.throttle.check(address, subject);
    try {
      await this.codes.verify('login', phone, input.code);
      if (!user) throw failed(AuthMessages.codeError);
    } catch (err) {
      await this.throttle.failed(address, subject, user ?? undefined);
      throw err;
    }
    this.assertMaySignIn(user, brand);
    await this.throttle.succeeded(subject, address);
    return this.startSession(user);
  }

  /**
   * Sends a login code to a registered phone. Any other phone gets the same answer and the
   * same limits (a code is recorded for it and never sent), and every request counts as a
   * sign-in attempt of the address.
   */
  async sendLoginCode(rawPhone: string, address: string) {
    const phone = normalisePhone(rawPhone.trim());
    if (phone.length < 10) throw failed(AuthMessages.invalidPhone);
    await this.throttle.check(address);
    await this.throttle.attempted(address);
    const user = await this.users.findByLogin(phone);
    return this.codes.send('login', 'sms', phone, { deliver: user?.phone === phone });
  }

  /** Checks that apply to every way of signing in. */
  assertMaySignIn(user: UserRow, brand: BrandCode) {
    if (user.status === 'closed' || user.company_status === 'closed')
      throw failed(AuthMessages.accountClosed);
    if (user.company_status === 'pending') throw failed(AuthMessages.pendingReview);
    if (
      user.status === 'not_activated' ||
      user.status === 'pending' ||
      user.company_status === 'rejected'
    ) {
      throw failed(AuthMessages.notActivated);
    }
    // Flash-deal shoppers have no trade account: the trade sites lack what they need to know.
    if (brand !== 'FFD' && user.account_type === 'ffd') throw failed(AuthMessages.insufficientInfo);
    if (!user.first_name || !user.last_name || !user.email)
      throw failed(AuthMessages.insufficientInfo);
  }

  async startSession(user: UserRow): Promise<SessionUser> {
    const token = newToken();
    // A sign-in lands in the view the user chose last, on any brand site; the first one in the
    // spec's default (browsing for designers). The session, and with it the view, then follows
    // the user across brand sites (decisions 054, 057).
    const mode = signInMode(user);
    await this.sessions.create(hashToken(token), user.id, mode, SESSION_ABSOLUTE_MS);
    return {
      token,
      user_id: user.id,
      user_first_name: user.first_name,
      user_last_name: user.last_name,
      user_email: user.email,
      head_img: user.head_img,
      ...(user.account_type === 'ffd'
        ? { ol_user_name: `${user.first_name} ${user.last_name}` }
        : {}),
      account_type: user.account_type,
      mode,
      Role: [...rolesFor(mode)],
    };
  }

  /**
   * The caller behind a token: visitor without one; 21015 when the session expired (idle or
   * absolute); 22007 when it was ended (logout, password change, closed account) or is unknown.
   */
  async resolve(token: string | undefined): Promise<CallerContext> {
    if (!token) return VISITOR;
    const session = await this.sessions.findByHash(hashToken(token));
    if (!session || session.ended_at)
      throw new AppError(ErrorCode.SESSION_INVALID, Messages.verificationFailed);
    if (isExpired(session))
      throw new AppError(ErrorCode.SESSION_EXPIRED, Messages.verificationFailed);
    // The user's standing comes with the session row (sessionByHash joins users and companies).
    if (session.user_status === 'closed' || session.company_status === 'closed') {
      await this.sessions.end(session.id, 'account_closed');
      throw new AppError(ErrorCode.SESSION_INVALID, Messages.verificationFailed);
    }
    // The idle clock moves in minutes: a session seen within the last one needs no write (and
    // no round trip) on this call.
    if (Date.now() - new Date(session.last_seen_at).getTime() >= TOUCH_EVERY_MS)
      await this.sessions.touch(session.id);
    // A communicate session whose customer left the designer keeps no communicate grants.
    const fallback = fallbackMode(session, ModesFor[session.account_type][0]!);
    if (fallback) await this.sessions.setMode(session.id, fallback, null);
    const mode = fallback ?? session.mode;
    return {
      mode,
      roles: rolesFor(mode),
      userId: session.user_id,
      customerId: mode === 'mibd_communicate' ? session.customer_id : null,
      sessionId: session.id,
      accountType: session.account_type,
    };
  }

  async logout(caller: CallerContext): Promise<boolean> {
    if (!caller.sessionId) return false;
    await this.sessions.end(caller.sessionId, 'logout');
    return true;
  }

  async changeMode(caller: CallerContext, mode: Mode, customerId?: number) {
    if (!caller.sessionId || !caller.userId || !caller.accountType) {
      throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
    }
    if (!ModesFor[caller.accountType].includes(mode)) throw failed(AuthMessages.modeNotAllowed);
    let customer: number | null = null;
    // Communicate mode always names one of the caller's own customers (the ones their list
    // shows): without one it would grant cart and projects on behalf of nobody.
    if (mode === 'mibd_communicate') {
      if (customerId === undefined)
        throw new AppError(ErrorCode.BAD_REQUEST, CHOOSE_CUSTOMER_MESSAGE);
      const owned = (await this.users.customersOf(caller.userId)).some((c) => c.id === customerId);
      if (!owned) throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
      customer = customerId;
    }
    await this.sessions.setMode(caller.sessionId, mode, customer);
    if (mode !== 'mibd_communicate') await this.users.setLastMode(caller.userId, mode);
    return { mode, Role: [...rolesFor(mode)], customer_id: customer };
  }

  /** Customers of a designer-type account, as far as the mode shows them (customer-scope.ts). */
  async customers(caller: CallerContext) {
    const scope = customerScope(caller);
    const list = await this.users.customersOf(caller.userId!);
    return { list: scope === 'all' ? list : list.filter((c) => c.id === scope) };
  }

  async userInfo(caller: CallerContext) {
    if (!caller.userId) throw new AppError(ErrorCode.NO_ROLE, Messages.noRole);
    const user = await this.users.findById(caller.userId);
    if (!user) throw new AppError(ErrorCode.NO_ROLE, Messages.noRole);
    return {
      name: `${user.first_name} ${user.last_name}`.trim(),
      user_id: user.id,
      user_first_name: user.first_name,
      user_last_name: user.last_name,
      user_email: user.email,
      phone: user.phone,
      head_img: user.head_img,
      account_type: user.account_type,
      mode: caller.mode,
      customer_id: caller.customerId,
    };
  }
}

/**
 * The view a sign-in lands in: the one chosen last, while the account may still take it; else
 * the account's default (its first mode). Communicate mode is never kept (decision 057): it
 * presets one client's details, and the next sign-in may be in front of another client.
 */
const signInMode = (user: UserRow): Mode => {
  const allowed = ModesFor[user.account_type];
  return user.last_mode && allowed.includes(user.last_mode) ? user.last_mode : allowed[0]!;
};

const isExpired = (s: SessionRow): boolean => {
  const now = Date.now();
  return (
    new Date(s.expires_at).getTime() <= now ||
    new Date(s.last_seen_at).getTime() + SESSION_IDLE_MS <= now
  );
};
