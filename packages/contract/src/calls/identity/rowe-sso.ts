import { z } from 'zod';
import { envelopeSchema } from '../../envelope';
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
  codeExpired: 'The link has expired',
} as const;

/** The URL to send the browser to (val.redirect_url, opened by the ROWE site). */
export const roweRedirectUrl = {
  method: 'POST',
  path: '/mibd/roweSSO/getRedirectCodeUrl',
  body: z.object({ bind: z.boolean().default(false) }),
  response: envelopeSchema(z.object({ redirect_url: z.string() })),
} as const;

/** The provider sent the browser back to /validateLogon?code&state: finish the flow. */
export const roweUserInfo = {
  method: 'POST',
  path: '/mibd/roweSSO/getRoweUserInfo',
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
} as const;

/** What a Rowe identity brings to a new trade application (prefill). */
export const roweRegister = {
  method: 'POST',
  path: '/mibd/roweSSO/register',
  body: z.object({ RoweLinkingCode: z.string().max(200) }),
  response: envelopeSchema(
    z.object({ email: z.string(), first_name: z.string(), last_name: z.string() }),
  ),
} as const;

/** The signed-in caller's Rowe link, for account settings (not shown in the spec). */
export const roweLinkStatus = {
  method: 'POST',
  path: '/mibd/roweSSO/linkStatus',
  response: envelopeSchema(
    z.object({
      linked: z.boolean(),
      /** The Rowe account's email ('' when not linked). */
      email: z.string(),
      /** ISO time of the link (null when not linked). */
      linked_at: z.string().nullable(),
    }),
  ),
} as const;

/**
 * Removes the signed-in caller's Rowe link (not shown in the spec): signing in with that Rowe
 * account then asks to link a trade account again. Idempotent.
 */
export const roweUnlink = {
  method: 'POST',
  path: '/mibd/roweSSO/unlink',
  response: envelopeSchema(z.object({ linked: z.literal(false) })),
} as const;
