import { ErrorCode, CheckoutMessages as M } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import {
  GatewayNetworkError,
  type PaymentGateway,
  type PaymentMethodFacts,
} from './payment-gateway';

/**
 * The payment method a submission's token names, as the gateway recorded it (decision 045): its
 * funding, not anything the client sent, decides the card fee. A token the gateway does not know,
 * or one of the other method, is refused with the tokenization message of the method chosen; a
 * gateway that does not answer, with 'Payment request failed, please resubmit' (nothing is
 * written yet, so a retry is safe).
 */
export const readPaymentMethod = async (
  gateway: PaymentGateway,
  token: string,
  method: 'card' | 'ach',
): Promise<PaymentMethodFacts> => {
  const refuse = () =>
    new AppError(ErrorCode.BAD_REQUEST, method === 'ach' ? M.achAccountInvalid : M.cardInvalid);
  if (!token) throw refuse();
  let facts: PaymentMethodFacts | null;
  try {
    facts = await gateway.paymentMethod(token);
  } catch (e) {
    if (e instanceof GatewayNetworkError)
      throw new AppError(ErrorCode.BAD_REQUEST, M.paymentRequestFailed);
    throw e;
  }
  if (!facts || facts.method !== method) throw refuse();
  return facts;
};
