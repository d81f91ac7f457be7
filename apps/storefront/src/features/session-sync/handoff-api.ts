import {
  type BrandCode,
  type HandoffSession,
  type SessionSyncMessage,
  sessionHandoffCreate,
  sessionHandoffRedeem,
  sessionSites,
} from '@portal/contract';
import { type CallVal, call } from '../../lib/call';

/** The cross-site session's calls (decision 016). Errors are never shown: syncing is silent. */
const quiet = { silent: true } as const;

export type SiblingSite = CallVal<typeof sessionSites>['sites'][number];
export type RedeemedSession = CallVal<typeof sessionHandoffRedeem>;

/** The sibling sites, from the server's configuration. */
export const fetchSiblingSites = () => call(sessionSites, undefined, quiet);

/** The cross-site message's session fields (the server takes the token from the call itself). */
export const handoffSessionOf = (message: SessionSyncMessage): HandoffSession => {
  const { type: _t, reason: _r, domId: _d, token: _token, ...session } = message;
  return session;
};

/** A one-time code carrying this session to `brand`'s site. */
export const createHandoffCode = async (brand: BrandCode, message: SessionSyncMessage) =>
  (await call(sessionHandoffCreate, { brand, session: handoffSessionOf(message) }, quiet)).code;

/** The session behind a code, once. */
export const redeemHandoffCode = (code: string) => call(sessionHandoffRedeem, { code }, quiet);
