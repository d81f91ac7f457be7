import { randomBytes } from 'node:crypto';
import {
  AuthMessages,
  type BrandCode,
  EMAIL_PATTERN,
  ErrorCode,
  FeedbackMessages as F,
  type Feedback,
  FeedbackTopics,
  Messages,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { CallerContext } from '../identity/caller-context';
import type { OutboxService } from '../messaging/outbox.service';
import { SERVICE_MAILBOX } from './content.service';
import type { FeedbackRepository } from './feedback.repository';

const bad = (message: string): never => {
  throw new AppError(ErrorCode.BAD_REQUEST, message);
};

/**
 * Feedback from /feedback: a rating, a topic and comments, stored and mailed to customer
 * service. The reference is random (not the row id), so one visitor cannot read another's.
 */
export class FeedbackService {
  constructor(
    private readonly repo: FeedbackRepository,
    private readonly outbox: OutboxService,
  ) {}

  async submit(
    brand: BrandCode,
    caller: CallerContext,
    input: { rating: number; topic: string; comments: string; email: string },
  ) {
    const comments = input.comments.trim();
    const email = input.email.trim();
    if (input.rating < 1 || input.rating > 5) bad(`rating: ${F.rating}`);
    if (!(FeedbackTopics as readonly string[]).includes(input.topic)) bad(`topic: ${F.topic}`);
    if (!comments) bad(`comments: ${F.comments}`);
    if (email && !EMAIL_PATTERN.test(email)) bad(`email: ${AuthMessages.invalidEmail}`);
    const ref = randomBytes(12).toString('base64url');
    await this.repo.add({
      ref,
      brand_code: brand,
      rating: input.rating,
      topic: input.topic,
      comments,
      email,
      user_id: caller.userId,
    });
    await this.outbox.send({
      channel: 'mail',
      to: SERVICE_MAILBOX,
      subject: `Feedback (${brand}): ${input.rating}/5 on ${input.topic}`,
      body: `rating: ${input.rating}\ntopic: ${input.topic}\nemail: ${email}\ncomments: ${comments}`,
    });
    return { ref, message: Messages.submitted };
  }

  async detail(brand: BrandCode, ref: string): Promise<Feedback> {
    const row = await this.repo.byRef(brand, ref);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, F.notFound);
    return { ...row, created_at: new Date(row.created_at).toISOString() };
  }
}
