import { z } from 'zod';
import { AuthMessages } from '../../identity-messages';
import { callGroup } from '../call-group';
import { sessionUserSchema } from './session-user';

const { get, post } = callGroup('Rowe single sign-on');

/**
 * Rowe single sign-on (spec 7 names the paths; shapes are ours): an OpenID Connect
 * authorization-code flow with PKCE against the Rowe identity provider.
 */
export const RoweMessages = {
  notConfigured: 'Rowe sign-in is not available right now',
  failed: 'Rowe sign-in failed, please try again',
  alreadyLinked: 'This Rowe account is already linked to another trade account',
  accountHasLink: 'This trade account is already linked to another Rowe account',
  /** Spec 8's 'The link has expired' (one text for every expired link). */
  codeExpired: AuthMessages.linkExpired,
} as const;

/**
 * Whether Rowe sign-in is configured on this server (ours, not in the spec): the ROWE site shows
 * "Sign in with Rowe" disabled, with `reason`, when it is not, instead of a button that fails.
 */
export const roweSsoStatus = get('/mibd/roweSSO/status', 'Whether Rowe sign-in is configured', {
  val: z.object({
    configured: z.boolean(),
    /** Why the button is disabled ('' when configured). */
    reason: z.string(),
  }),
});

/** The URL to send the browser to (val.redirect_url, opened by the ROWE site). */
export const roweRedirectUrl = post(
  '/mibd/roweSSO/getRedirectCodeUrl',
  'Where to send the browser to sign in with Rowe',
  {
    body: z.object({ bind: z.boolean().default(false) }),
    val: z.object({ redirect_url: z.string() }),
  },
);

/** The provider sent the browser back to /validateLogon?code&state: finish the flow. */
export const roweUserInfo = post(
  '/mibd/roweSSO/getRoweUserInfo',
  'Finish the Rowe sign-in (code and state from /validateLogon)',
  {
    body: z.object({
      code: z.string().max(2000),
      state: z.string().max(200),
      /** The issuer the provider names in its answer (RFC 9207), passed on as received. */
      iss: z.string().max(500).optional(),
    }),
    val: z.object({
      linked: z.boolean(),
      /** Signed in (a linked identity): the session user. */
      user: sessionUserSchema.nullable(),
      /** Not linked yet: sign in with a trade account adding is_bind_rowe_id '1' and this code. */
      RoweLinkingCode: z.string().nullable(),
      email: z.string(),
      name: z.string(),
    }),
  },
);

/** What a Rowe identity brings to a new trade application (prefill). */
export const roweRegister = post(
  '/mibd/roweSSO/register',
  'Registration prefill from an unlinked Rowe identity',
  {
    body: z.object({ RoweLinkingCode: z.string().max(200) }),
    val: z.object({ email: z.string(), first_name: z.string(), last_name: z.string() }),
  },
);

/** The signed-in caller's Rowe link, for account settings (not shown in the spec). */
export const roweLinkStatus = post('/mibd/roweSSO/linkStatus', "The signed-in caller's Rowe link", {
  val: z.object({
    linked: z.boolean(),
    /** The Rowe account's email ('' when not linked). */
    email: z.string(),
    /** ISO time of the link (null when not linked). */
    linked_at: z.string().nullable(),
  }),
});

/**
 * Removes the signed-in caller's Rowe link (not shown in the spec): signing in with that Rowe
 * account then asks to link a trade account again. Idempotent.
 */
export const roweUnlink = post('/mibd/roweSSO/unlink', "Remove the signed-in caller's Rowe link", {
  val: z.object({ linked: z.literal(false) }),
});
