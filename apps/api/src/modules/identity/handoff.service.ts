import {
  type BrandCode,
  ErrorCode,
  HANDOFF_TTL_S,
  HandoffMessages,
  type HandoffSession,
  Messages,
  rolesFor,
  SESSION_HOP_BRAND,
  SESSION_SYNC_PATH,
  SessionHopMessages,
  sharesSession,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { AuthService } from './auth.service';
import type { CallerContext } from './caller-context';
import type { HandoffRepository } from './handoff.repository';
import { openWithCode, sealWithCode } from './handoff-seal';
import { hashToken, newToken } from './secrets';

const refused = () => new AppError(ErrorCode.AUTH_FAILED, HandoffMessages.refused);

/** What the box is tied to: a box copied to another row (or brand, or session) does not open. */
const boundTo = (codeHash: string, target: BrandCode, sessionId: string) =>
  `${codeHash}|${target}|${sessionId}`;

interface Sealed {
  token: string;
  session: HandoffSession;
}

/**
 * The cross-site hand-off by one-time code (decision 016). A signed-in site asks for a code for
 * one sibling brand; the link carries only the code; the sibling redeems it with its own API,
 * once, within HANDOFF_TTL_S, while the session that made it lives, and gets that session's
 * token (the same session: a logout anywhere still ends it everywhere, decision 010).
 */
export class HandoffService {
  constructor(
    private readonly repo: HandoffRepository,
    private readonly auth: Pick<AuthService, 'resolve' | 'userInfo'>,
  ) {}

  /**
   * The top-level hop through the shared origin (decision 054): where to send the browser back
   * to. With a live session here, the target's /iframeMsg with a code made for it, the caller's
   * state and the path; without one, the path itself. The address is always the target brand's
   * configured origin: the request names a brand, never a place.
   */
  async hop(
    caller: CallerContext,
    token: string | undefined,
    here: BrandCode,
    hop: { brand: BrandCode; next: string; state: string; uid: string | null },
    origins: Readonly<Record<BrandCode, string>>,
  ): Promise<string> {
    if (here !== SESSION_HOP_BRAND)
      throw new AppError(ErrorCode.BAD_REQUEST, SessionHopMessages.notHere);
    if (hop.brand === here || !sharesSession(hop.brand))
      throw new AppError(ErrorCode.BAD_REQUEST, HandoffMessages.notShared);
    const origin = origins[hop.brand];
    if (!caller.sessionId || !token) return `${origin}${hop.next}`;
    const user = await this.auth.userInfo(caller);
    const { code } = await this.create(caller, token, here, hop.brand, {
      mode: caller.mode,
      Uid: hop.uid,
      shoppingCartNum: null,
      role: [...rolesFor(caller.mode)],
      cookie_id: null,
      customer: null,
      customer_id: caller.customerId == null ? null : String(caller.customerId),
      userFirstName: user.user_first_name,
      userLastName: user.user_last_name,
      username: user.name,
      clientAgentId: null,
      clientAgentCode: null,
    });
    const fragment = new URLSearchParams({ handoff: code, state: hop.state, next: hop.next });
    return `${origin}${SESSION_SYNC_PATH}#${fragment.toString()}`;
  }

  async create(
    caller: CallerContext,
    token: string | undefined,
    from: BrandCode,
    target: BrandCode,
    session: HandoffSession,
  ) {
    if (!caller.sessionId || !token)
      throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
    if (target === from || !sharesSession(from) || !sharesSession(target))
      throw new AppError(ErrorCode.BAD_REQUEST, HandoffMessages.notShared);
    const code = newToken();
    const codeHash = hashToken(code);
    const sessionId = String(caller.sessionId);
    // The token comes from the request that proved it, never from the body.
    const plain = JSON.stringify({ token, session } satisfies Sealed);
    const sealed = sealWithCode(code, boundTo(codeHash, target, sessionId), plain);
    await this.repo.save(codeHash, sessionId, target, sealed, HANDOFF_TTL_S);
    return { code, expires_in_s: HANDOFF_TTL_S };
  }

  /** Every refusal answers the same: which check failed is nobody's business. */
  async redeem(code: string, brand: BrandCode) {
    const codeHash = hashToken(code);
    // Used up first: a code tried on the wrong site is gone, not left for another try.
    const row = await this.repo.take(codeHash);
    if (!row || row.target_brand !== brand) throw refused();
    let sealed: Sealed;
    try {
      sealed = JSON.parse(openWithCode(code, boundTo(codeHash, brand, row.session_id), row.sealed));
    } catch {
      throw refused();
    }
    // The session must still hold (not ended, not expired, account open), and be the one that
    // made the code.
    const owner = await this.auth.resolve(sealed.token).catch(() => null);
    if (!owner || String(owner.sessionId) !== row.session_id) throw refused();
    return { ...sealed.session, mode: owner.mode, token: sealed.token };
  }
}
