import { type BrandCode, ErrorCode, RoweMessages, type SessionUser } from '@portal/contract';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import type { AuthService } from './auth.service';
import { type CallerContext, signedInUserId } from './caller-context';
import type { LinkOutcome, RoweRepository } from './rowe.repository';
import { hashToken, newToken, sameHash } from './secrets';
import type { UsersRepository } from './users.repository';

type OidcSettings = NonNullable<Config['roweOidc']>;

/**
 * Rowe single sign-on: a standard OpenID Connect authorization-code flow with PKCE, state and
 * nonce (openid-client), against the issuer in ROWE_OIDC_ISSUER. A Rowe identity signs in
 * directly once linked to a trade account; until then it travels as a short-lived linking code.
 */
/** A refused link, with the message that says which side is already linked. */
function linkedOrThrow(outcome: LinkOutcome) {
  if (outcome === 'taken') throw new AppError(ErrorCode.AUTH_FAILED, RoweMessages.alreadyLinked);
  if (outcome === 'user-linked')
    throw new AppError(ErrorCode.AUTH_FAILED, RoweMessages.accountHasLink);
}

export class RoweSsoService {
  private discovered?: Promise<oidc.Configuration>;

  constructor(
    private readonly settings: OidcSettings | undefined,
    private readonly repo: RoweRepository,
    private readonly users: UsersRepository,
    private readonly auth: AuthService,
  ) {}

  private config(): Promise<oidc.Configuration> {
    const s = this.settings;
    if (!s) throw new AppError(ErrorCode.BAD_REQUEST, RoweMessages.notConfigured);
    this.discovered ??= oidc
      .discovery(new URL(s.issuer), s.clientId, s.clientSecret, undefined, {
        // Local and test issuers speak plain http.
        execute: s.issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
      })
      .catch((err) => {
        this.discovered = undefined;
        throw err;
      });
    return this.discovered;
  }

  /** Whether sign-in can start: the issuer and client are configured (ROWE_OIDC_*). */
  status() {
    const configured = this.settings !== undefined;
    return { configured, reason: configured ? '' : RoweMessages.notConfigured };
  }

  /** Rowe's sign-in address, and the state the route binds to this browser (a cookie). */
  async redirectUrl(caller: CallerContext, bind: boolean) {
    const config = await this.config().catch(() => {
      throw new AppError(ErrorCode.BAD_REQUEST, RoweMessages.notConfigured);
    });
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    await this.repo.saveState(state, verifier, nonce, bind ? caller.userId : null);
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.settings!.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { redirect_url: url.href, state };
  }

  /** The caller's link, for account settings. */
  async linkStatus(caller: CallerContext) {
    const link = await this.repo.linkOf(signedInUserId(caller));
    return link
      ? { linked: true, email: link.email, linked_at: new Date(link.linked_at).toISOString() }
      : { linked: false, email: '', linked_at: null };
  }

  /** Removes the caller's link; the Rowe account then asks to be linked again. */
  async unlink(caller: CallerContext) {
    await this.repo.unlink(signedInUserId(caller));
    return { linked: false as const };
  }

  /**
   * Back from Rowe. `startedState` is the state the browser's cookie names: a callback counts
   * only in the browser that started the flow (checked before the state is used up).
   */
  async finish(code: string, state: string, iss: string | undefined, startedState?: string) {
    if (!startedState || !sameHash(startedState, state))
      throw new AppError(ErrorCode.AUTH_FAILED, RoweMessages.failed);
    const pending = await this.repo.takeState(state);
    if (!pending) throw new AppError(ErrorCode.AUTH_FAILED, RoweMessages.failed);
    let claims: Record<string, unknown> & { sub: string };
    try {
      const callback = new URL(this.settings!.redirectUri);
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', state);
      if (iss) callback.searchParams.set('iss', iss);
      const tokens = await oidc.authorizationCodeGrant(await this.config(), callback, {
        pkceCodeVerifier: pending.code_verifier,
        expectedState: state,
        expectedNonce: pending.nonce,
      });
      const idToken = tokens.claims()!;
      // Providers put profile claims in the ID token or only behind userinfo: ask userinfo.
      const info = await oidc.fetchUserInfo(await this.config(), tokens.access_token, idToken.sub);
      claims = { ...idToken, ...info, sub: idToken.sub };
    } catch {
      throw new AppError(ErrorCode.AUTH_FAILED, RoweMessages.failed);
    }
    const identity = {
      sub: claims.sub,
      email: String(claims.email ?? ''),
      given_name: String(claims.given_name ?? ''),
      family_name: String(claims.family_name ?? ''),
    };
    const name = `${identity.given_name} ${identity.family_name}`.trim();
    if (pending.bind_user_id) {
      linkedOrThrow(await this.repo.link(identity.sub, pending.bind_user_id, identity.email));
      return { linked: true, user: null, RoweLinkingCode: null, email: identity.email, name };
    }
    const userId = await this.repo.userForSub(identity.sub);
    if (userId) {
      const user = await this.users.findById(userId);
      if (!user) throw new AppError(ErrorCode.AUTH_FAILED, RoweMessages.failed);
      this.auth.assertMaySignIn(user, 'ROWE');
      return {
        linked: true,
        user: await this.auth.startSession(user),
        RoweLinkingCode: null,
        email: identity.email,
        name,
      };
    }
    const linkCode = newToken();
    await this.repo.saveLinkCode(hashToken(linkCode), identity);
    return { linked: false, user: null, RoweLinkingCode: linkCode, email: identity.email, name };
  }

  /** validateLogon: a trade sign-in that also links the Rowe identity behind the code. */
  async loginAndLink(
    input: { username: string; password: string; RoweLinkingCode?: string },
    brand: BrandCode,
    address: string,
  ): Promise<SessionUser> {
    const code = input.RoweLinkingCode?.trim();
    const pending = code ? await this.repo.readLinkCode(hashToken(code), false) : null;
    if (!pending) throw new AppError(ErrorCode.AUTH_FAILED, RoweMessages.codeExpired);
    const user = await this.auth.checkPassword(input, brand, address);
    // Link before the session starts, so a refused link leaves no session behind.
    linkedOrThrow(await this.repo.link(pending.sub, user.id, pending.email));
    await this.repo.readLinkCode(hashToken(code!), true);
    return this.auth.startSession(user);
  }

  async registrationPrefill(code: string) {
    const pending = await this.repo.readLinkCode(hashToken(code.trim()), false);
    if (!pending) throw new AppError(ErrorCode.AUTH_FAILED, RoweMessages.codeExpired);
    return { email: pending.email, first_name: pending.given_name, last_name: pending.family_name };
  }

  /**
   * A trade application started from Sign in with Rowe was submitted: its new account takes the
   * Rowe identity behind the code (used up). False when the code is unknown, used or expired, or
   * the identity was linked elsewhere meanwhile: the application stands, and the applicant links
   * from account settings once activated.
   */
  async linkRegisteredAccount(code: string, userId: number): Promise<boolean> {
    const pending = await this.repo.readLinkCode(hashToken(code.trim()), true);
    if (!pending) return false;
    return (await this.repo.link(pending.sub, userId, pending.email)) === 'linked';
  }
}
