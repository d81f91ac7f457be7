import { ErrorCode, SandboxTokenizeMessages } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import { type CallerContext, signedInUserId } from '../identity/caller-context';
import type { PaymentGateway, TestPaymentDetails } from './payment-gateway';

/**
 * The sandbox payment component's tokenization step (contract `sandboxTokenize`, decision 045):
 * the configured gateway makes the token and keeps its record. Signed-in callers only (only they
 * can order); a refused number answers the spec's 'Could not tokenize payment method: …'.
 */
export class PaymentTokenizer {
  constructor(private readonly gateway: PaymentGateway) {}

  async tokenize(caller: CallerContext, details: TestPaymentDetails) {
    signedInUserId(caller);
    const made = this.gateway.tokenize
      ? await this.gateway.tokenize(details)
      : { error: SandboxTokenizeMessages.unavailable };
    if ('error' in made) throw new AppError(ErrorCode.BAD_REQUEST, made.error);
    return made;
  }
}
