import {
  type BrandCode,
  ErrorCode,
  HANDOFF_TTL_S,
  HandoffMessages,
  type HandoffSession,
  Messages,
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
    private readonly auth: Pick<AuthService, 'resolve'>,
  ) {}

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
