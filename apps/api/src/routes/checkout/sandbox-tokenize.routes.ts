import { sandboxTokenize } from '@portal/contract';
import type { PaymentTokenizer } from '../../modules/payments/payment-tokenizer';
import { type RouteApp, route } from '../define-route';

/** The sandbox payment component's tokenization step (decision 045). */
export const sandboxTokenizeRoutes = (app: RouteApp, tokenizer: PaymentTokenizer): void => {
  route(app, sandboxTokenize, ({ caller, body }) => tokenizer.tokenize(caller, body));
};
