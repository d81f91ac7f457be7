import {
  ErrorCode,
  CheckoutMessages as M,
  SANDBOX_TOKEN_PATTERN,
  type SandboxOutcome,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';

export interface TokenFacts {
  method: 'card' | 'ach';
  funding: 'credit' | 'debit' | 'bank';
  outcome: SandboxOutcome;
  last4: string;
}

/**
 * What a sandbox token says (payment-tokens.ts in the contract). A token the component did not
 * make is refused with the tokenization message of its method.
 */
export const readToken = (token: string, method: 'card' | 'ach'): TokenFacts => {
  const m = SANDBOX_TOKEN_PATTERN.exec(token);
  const refuse = () =>
    new AppError(ErrorCode.BAD_REQUEST, method === 'ach' ? M.achAccountInvalid : M.cardInvalid);
  if (!m) throw refuse();
  const [kind, fundingPart] = [m[1]!, m[2]];
  const tokenMethod = kind === 'ach' ? 'ach' : 'card';
  if (tokenMethod !== method) throw refuse();
  const parts = token.split('_');
  return {
    method,
    funding: method === 'ach' ? 'bank' : (fundingPart as 'credit' | 'debit'),
    outcome: m[3] as SandboxOutcome,
    last4: parts[parts.length - 2]!,
  };
};
