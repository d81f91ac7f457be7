import type {
  BrandCode,
  HandoffSession,
  SessionSyncMessage,
  sessionHandoffCreate,
  sessionHandoffRedeem,
  sessionSites,
} from '@portal/contract';
import type { z } from 'zod';
import { request } from '../../lib/api-client';

/** The cross-site session's calls (decision 016). Errors are never shown: syncing is silent. */

type Val<C extends { response: z.ZodType }> =
  z.output<C['response']> extends { val: infer V } ? V : never;

export type SiblingSite = Val<typeof sessionSites>['sites'][number];
export type RedeemedSession = Val<typeof sessionHandoffRedeem>;

const quiet = { silent: true } as const;

/** The sibling sites, from the server's configuration. */
export const fetchSiblingSites = () =>
  request<Val<typeof sessionSites>>('/mibd/common/session_sites', { method: 'GET', ...quiet });

/** The cross-site message's session fields (the server takes the token from the call itself). */
export const handoffSessionOf = (message: SessionSyncMessage): HandoffSession => {
  const { type: _t, reason: _r, domId: _d, token: _token, ...session } = message;
  return session;
};

/** A one-time code carrying this session to `brand`'s site. */
export const createHandoffCode = async (brand: BrandCode, message: SessionSyncMessage) =>
  (
    await request<Val<typeof sessionHandoffCreate>>('/mibd/login/handoff_create', {
      body: { brand, session: handoffSessionOf(message) },
      ...quiet,
    })
  ).code;

/** The session behind a code, once. */
export const redeemHandoffCode = (code: string) =>
  request<RedeemedSession>('/mibd/login/handoff_redeem', { body: { code }, ...quiet });
