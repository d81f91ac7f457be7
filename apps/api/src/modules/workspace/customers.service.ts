import {
  type CustomerInviteState,
  type CustomerRecord,
  type CustomerValues,
  customerForSubmit,
  customerProblems,
  ErrorCode,
  Messages,
  WorkspaceMessages as W,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { CallerContext } from '../identity/caller-context';
import type { OutboxService } from '../messaging/outbox.service';
import {
  type CustomerRow,
  type CustomersRepository,
  isUniqueViolation,
} from './customers.repository';
import { designerAccess } from './workspace-access';

/** What the workspace needs of identity's password links (PasswordService). */
export interface InvitationLinks {
  createInvitationLink(userId: number): Promise<string>;
}

const notFound = () => new AppError(ErrorCode.NOT_FOUND, W.customerNotFound);
/** Spec 8: 25002 is the email field's failure, shown beside the field without a toast. */
const emailFailed = (message: string) =>
  new AppError(ErrorCode.CUSTOMER_EMAIL_FAILED, `email: ${message}`);

export const inviteStateOf = (c: CustomerRow): CustomerInviteState => {
  if (c.status === 'closed') return 'closed';
  if (c.has_password) return 'activated';
  return c.invited_at ? 'invited' : 'not_invited';
};

export const toRecord = (c: CustomerRow): CustomerRecord => ({
  id: c.id,
  name: `${c.first_name} ${c.last_name}`.trim(),
  first_name: c.first_name,
  last_name: c.last_name,
  email: c.email,
  phone: c.phone,
  street_address: c.street_address,
  city: c.city,
  state: c.state,
  postal: c.postal,
  country: c.country,
  invite_status: inviteStateOf(c),
  project_count: c.project_count,
});

/** The field rules of the contract; the first problem in field order is the answer. */
const checked = (raw: CustomerValues): CustomerValues => {
  const problems = Object.entries(customerProblems(raw));
  const first = problems[0];
  if (first) {
    const [field, message] = first;
    if (field === 'email') throw emailFailed(message);
    throw new AppError(ErrorCode.BAD_REQUEST, `${field}: ${message}`);
  }
  return customerForSubmit(raw);
};

/** A designer's customers: create, search, edit, invite to their own login. */
export class CustomersService {
  constructor(
    private readonly repo: CustomersRepository,
    private readonly links: InvitationLinks,
    private readonly outbox: OutboxService,
  ) {}

  /** The accounts whose customers the caller works with (a sub-account: its parent's too). */
  async owners(caller: CallerContext) {
    const access = designerAccess(caller);
    return { access, owners: await this.repo.ownersFor(access.userId, access.accountType) };
  }

  /** A customer of the caller's (communicate mode: only the preset one), or 40400. */
  async owned(caller: CallerContext, id: number): Promise<CustomerRow> {
    const { access, owners } = await this.owners(caller);
    const row = await this.repo.find(owners, access.only, id);
    if (!row) throw notFound();
    return row;
  }

  async create(caller: CallerContext, raw: CustomerValues) {
    const access = designerAccess(caller);
    // Communicate mode shows one customer's world: no new customers from there.
    if (access.only !== null) throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
    const values = checked(raw);
    if (await this.repo.emailTaken(values.email)) throw emailFailed(W.emailUsed);
    try {
      const id = await this.repo.create(access.userId, values);
      return { id, message: W.customerCreated };
    } catch (e) {
      if (isUniqueViolation(e)) throw emailFailed(W.emailUsed);
      throw e;
    }
  }

  async search(caller: CallerContext, q: { keyword: string; page: number; limit: number }) {
    const { access, owners } = await this.owners(caller);
    const { rows, total } = await this.repo.search(
      owners,
      access.only,
      q.keyword.trim(),
      q.page,
      q.limit,
    );
    return { list: rows.map(toRecord), total };
  }

  async detail(caller: CallerContext, id: number) {
    return toRecord(await this.owned(caller, id));
  }

  async edit(caller: CallerContext, id: number, raw: CustomerValues) {
    const current = await this.owned(caller, id);
    const values = checked(raw);
    const emailChanged = values.email.toLowerCase() !== current.email.toLowerCase();
    // Spec 5: the email is the customer's login once invited.
    if (emailChanged && inviteStateOf(current) !== 'not_invited') throw emailFailed(W.emailLocked);
    if (emailChanged && (await this.repo.emailTaken(values.email, id)))
      throw emailFailed(W.emailUsed);
    try {
      await this.repo.update(id, values);
    } catch (e) {
      if (isUniqueViolation(e)) throw emailFailed(W.emailUsed);
      throw e;
    }
    return { id, message: W.customerSaved };
  }

  /** A set-password link valid 3 days, to the customer's mailbox (invited -> activated). */
  async invite(caller: CallerContext, id: number, origin: string) {
    const customer = await this.owned(caller, id);
    const state = inviteStateOf(customer);
    if (state === 'closed') throw new AppError(ErrorCode.BAD_REQUEST, W.accountClosed);
    if (state === 'activated') throw new AppError(ErrorCode.BAD_REQUEST, W.alreadyRegistered);
    const token = await this.links.createInvitationLink(customer.id);
    await this.repo.markInvited(customer.id);
    await this.outbox.send({
      channel: 'mail',
      to: customer.email,
      subject: 'Your designer invited you to your own login',
      body: `Hello ${customer.first_name},\n\nYour designer invited you to see your projects and favourites online. Choose your password within 3 days to activate your login:\n${origin}/setPassword?token=${token}\n\nSign in with this email address: ${customer.email}`,
    });
    return { invite_status: 'invited' as const, message: W.invitationSent };
  }
}
