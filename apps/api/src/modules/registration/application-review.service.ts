import { AuthMessages, ErrorCode } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { PasswordService } from '../identity/password.service';
import type { OutboxService } from '../messaging/outbox.service';
import type { DealerApplicationRepository } from './dealer-application.repository';
import type { ReviewRepository } from './review.repository';

/** Identity's review of a trade company (CompaniesRepository.review), given by the caller. */
export interface TradeReview {
  review(
    email: string,
    status: 'active' | 'rejected',
  ): Promise<{ company: string; users: { email: string; first_name: string }[] } | null>;
}

export interface ReviewOutcome {
  kind: 'trade' | 'dealer';
  company: string;
  /** One line for the person who ran the command. */
  summary: string;
}

export interface PendingApplication {
  kind: 'trade' | 'dealer';
  email: string;
  company: string;
  created_at: Date;
}

export const MissingReason = 'A reason is needed to reject an application';
const nothingWaits = (email: string) =>
  new AppError(ErrorCode.BAD_REQUEST, `No application waits for review for ${email}.`);

/**
 * Staff review of trade (designer) and dealer applications: the admin command's actions, each
 * recorded with who did it. Approval mails a set-password link (the activation mail of the
 * brand's site), rejection mails the reason.
 */
export class ApplicationReviewService {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly dealers: DealerApplicationRepository,
    private readonly trade: TradeReview,
    private readonly passwords: Pick<PasswordService, 'sendActivation'>,
    private readonly outbox: Pick<OutboxService, 'send'>,
    /** Where each kind's links lead: the trade site and the dealer site. */
    private readonly origins: { trade: string; dealer: string },
  ) {}

  async pending(): Promise<PendingApplication[]> {
    const trade = (await this.reviews.pendingTrade()).map((a) => ({
      kind: 'trade' as const,
      ...a,
    }));
    const dealer = (await this.dealers.listPending()).map((a) => ({
      kind: 'dealer' as const,
      ...a,
    }));
    return [...trade, ...dealer].sort((a, b) => +a.created_at - +b.created_at);
  }

  async approve(rawEmail: string, actor: string): Promise<ReviewOutcome> {
    const email = rawEmail.trim();
    if (await this.dealers.waiting(email)) {
      const app = await this.dealers.approve(email);
      if (app === 'email_taken') throw new AppError(ErrorCode.BAD_REQUEST, AuthMessages.emailUsed);
      if (!app) throw nothingWaits(email);
      await this.reviews.record({ actor, action: 'approve', kind: 'dealer', email: app.email });
      await this.passwords.sendActivation(app.email, this.origins.dealer);
      return {
        kind: 'dealer',
        company: app.company,
        summary: `${app.company}: dealer application approved; ${app.email} was mailed a link to set a password.`,
      };
    }
    if (!(await this.reviews.tradeWaiting(email))) throw nothingWaits(email);
    const result = (await this.trade.review(email, 'active'))!;
    await this.reviews.record({ actor, action: 'approve', kind: 'trade', email });
    for (const user of result.users) {
      const linked = await this.passwords
        .sendActivation(user.email, this.origins.trade)
        .catch(() => null);
      if (linked) continue; // the activation mail says it all
      await this.outbox.send({
        channel: 'mail',
        to: user.email,
        subject: 'Your trade account is active',
        body: `Hello ${user.first_name},\n\nYour trade account for ${result.company} is approved. You can sign in now.`,
      });
    }
    return {
      kind: 'trade',
      company: result.company,
      summary: `${result.company}: trade application approved (${result.users.length} user(s) told by mail).`,
    };
  }

  async reject(rawEmail: string, rawReason: string, actor: string): Promise<ReviewOutcome> {
    const email = rawEmail.trim();
    const reason = rawReason.trim();
    if (!reason) throw new AppError(ErrorCode.BAD_REQUEST, MissingReason);
    const dealer = await this.dealers.reject(email, reason);
    if (dealer) {
      await this.reviews.record({ actor, action: 'reject', kind: 'dealer', email, reason });
      await this.outbox.send(
        rejection(dealer.email, dealer.contact_name, 'dealer', dealer.company, reason),
      );
      return {
        kind: 'dealer',
        company: dealer.company,
        summary: `${dealer.company}: dealer application rejected; ${dealer.email} was told why.`,
      };
    }
    if (!(await this.reviews.tradeWaiting(email))) throw nothingWaits(email);
    const result = (await this.trade.review(email, 'rejected'))!;
    await this.reviews.record({ actor, action: 'reject', kind: 'trade', email, reason });
    for (const user of result.users) {
      await this.outbox.send(
        rejection(user.email, user.first_name, 'trade', result.company, reason),
      );
    }
    return {
      kind: 'trade',
      company: result.company,
      summary: `${result.company}: trade application rejected (${result.users.length} user(s) told why).`,
    };
  }
}

const rejection = (to: string, name: string, kind: string, company: string, reason: string) => ({
  channel: 'mail' as const,
  to,
  subject: `Your ${kind} application`,
  body: `Hello ${name},\n\nWe could not approve the ${kind} application for ${company}.\n\nReason: ${reason}\n\nIf anything changes, please reply to this mail or contact customer service.`,
});
