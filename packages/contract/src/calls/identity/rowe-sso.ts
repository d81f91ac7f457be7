import { z } from 'zod';
import { defineCall } from '../../call';
import { envelopeSchema } from '../../envelope';
import { AuthMessages } from '../../identity-messages';
import { sessionUserSchema } from './session-user';

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

/** The URL to send the browser to (val.redirect_url, opened by the ROWE site). */
export const roweRedirectUrl = defineCall({
  method: 'POST',
  path: '/mibd/roweSSO/getRedirectCodeUrl',
  tag: 'Rowe single sign-on',
  summary: 'Where to send the browser to sign in with Rowe',
  body: z.object({ bind: z.boolean().default(false) }),
  response: envelopeSchema(z.object({ redirect_url: z.string() })),
});

/** The provider sent the browser back to /validateLogon?code&state: finish the flow. */
export const roweUserInfo = defineCall({
  method: 'POST',
  path: '/mibd/roweSSO/getRoweUserInfo',
  tag: 'Rowe single sign-on',
  summary: 'Finish the Rowe sign-in (code and state from /validateLogon)',
  body: z.object({
    code: z.string().max(2000),
    state: z.string().max(200),
    /** The issuer the provider names in its answer (RFC 9207), passed on as received. */
    iss: z.string().max(500).optional(),
  }),
  response: envelopeSchema(
    z.object({
      linked: z.boolean(),
      /** Signed in (a linked identity): the session user. */
      user: sessionUserSchema.nullable(),
      /** Not linked yet: sign in with a trade account adding is_bind_rowe_id '1' and this code. */
      RoweLinkingCode: z.string().nullable(),
      email: z.string(),
      name: z.string(),
    }),
  ),
});

/** What a Rowe identity brings to a new trade application (prefill). */
export const roweRegister = defineCall({
  method: 'POST',
  path: '/mibd/roweSSO/register',
  tag: 'Rowe single sign-on',
  summary: 'Registration prefill from an unlinked Rowe identity',
  body: z.object({ RoweLinkingCode: z.string().max(200) }),
  response: envelopeSchema(
    z.object({ email: z.string(), first_name: z.string(), last_name: z.string() }),
  ),
});

/** The signed-in caller's Rowe link, for account settings (not shown in the spec). */
export const roweLinkStatus = defineCall({
  method: 'POST',
  path: '/mibd/roweSSO/linkStatus',
  tag: 'Rowe single sign-on',
  summary: "The signed-in caller's Rowe link",
  response: envelopeSchema(
    z.object({
      linked: z.boolean(),
      /** The Rowe account's email ('' when not linked). */
      email: z.string(),
      /** ISO time of the link (null when not linked). */
      linked_at: z.string().nullable(),
    }),
  ),
});

/**
 * Removes the signed-in caller's Rowe link (not shown in the spec): signing in with that Rowe
 * account then asks to link a trade account again. Idempotent.
 */
export const roweUnlink = defineCall({
  method: 'POST',
  path: '/mibd/roweSSO/unlink',
  tag: 'Rowe single sign-on',
  summary: "Remove the signed-in caller's Rowe link",
  response: envelopeSchema(z.object({ linked: z.literal(false) })),
});
