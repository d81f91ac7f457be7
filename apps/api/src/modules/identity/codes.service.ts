import { AuthMessages, ErrorCode } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { OutboxService } from '../messaging/outbox.service';
import type { CodePurpose, CodesRepository } from './codes.repository';
import { hashToken, newCode, sameHash } from './secrets';
import {
  CODE_DAILY_LIMIT,
  CODE_MAX_ATTEMPTS,
  CODE_MIN_INTERVAL_MS,
  CODE_TTL_MS,
} from './session-policy';

/** 6-digit codes by SMS or email: valid 10 minutes, limited attempts, a daily limit. */
export class CodesService {
  constructor(
    private readonly repo: CodesRepository,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * A new code for `target` within its limits. `deliver: false` records it without sending it
   * (a sign-in code asked for a phone that holds no account: same answer, same limits).
   */
  async send(
    purpose: CodePurpose,
    channel: 'sms' | 'mail',
    target: string,
    { deliver = true }: { deliver?: boolean } = {},
  ) {
    const recent = await this.repo.recent(purpose, target);
    if (recent.count >= CODE_DAILY_LIMIT)
      throw new AppError(ErrorCode.RATE_LIMITED, AuthMessages.codeDailyLimit);
    if (recent.sinceLastMs !== null && recent.sinceLastMs < CODE_MIN_INTERVAL_MS) {
      throw new AppError(ErrorCode.RATE_LIMITED, AuthMessages.codeTooSoon);
    }
    const code = newCode();
    await this.repo.create(purpose, target, hashToken(`${purpose}:${target}:${code}`), CODE_TTL_MS);
    if (!deliver) return { sent: true as const, expires_in_s: CODE_TTL_MS / 1000 };
    const text = `Your verification code is ${code}. It is valid for 10 minutes.`;
    await this.outbox.send(
      channel === 'sms'
        ? { channel, to: target, body: text }
        : { channel, to: target, subject: 'Your verification code', body: text },
    );
    return { sent: true as const, expires_in_s: CODE_TTL_MS / 1000 };
  }

  /** Consumes the latest code when it matches; every wrong try counts against it. */
  async verify(purpose: CodePurpose, target: string, code: string): Promise<void> {
    const row = await this.repo.latest(purpose, target);
    const error = new AppError(ErrorCode.AUTH_FAILED, AuthMessages.codeError);
    if (!row || row.expired || row.consumed || row.attempts >= CODE_MAX_ATTEMPTS) throw error;
    if (!sameHash(row.code_hash, hashToken(`${purpose}:${target}:${code.trim()}`))) {
      await this.repo.countAttempt(row.id);
      throw error;
    }
    await this.repo.consume(row.id);
  }
}
