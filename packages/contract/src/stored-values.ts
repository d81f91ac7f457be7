/**
 * Names of the values the storefront keeps in storage (spec 3; the names are the spec's own).
 * Those of the signed-in account go at sign-out and session expiry (spec 4).
 */
export const SessionStoredKeys = [
  'token',
  /** Ours: the account's type (designer, dealer, staff...), so texts can speak to it. */
  'accountType',
  'X-Auth-Uid',
  'userRandom',
  'customer_id',
  'customer',
  'userFirstName',
  'userLastName',
  'userEmail',
  'userHead_img',
  'username',
  'clientAgentId',
  'clientAgentCode',
  'shoppingCartNum',
  'role',
  'getRoleTime',
  'mode',
] as const;
/** Choices of the device that outlive a session: language, consent, the guest's cart and id. */
const DeviceStoredKeys = [
  'language',
  'noAgain',
  'COOKIES_HAVE_BEEN_SET',
  'sku_list',
  'guestId',
] as const;
export type StoredKey = (typeof SessionStoredKeys)[number] | (typeof DeviceStoredKeys)[number];

/**
 * Ours, written only by a prerendered page's inline loader (decision 042), never by the app:
 * the brand font was fetched on this device, so a page starts in it.
 */
export type LoaderStoredKey = 'fontsFetched';

/** Cookies shared between the brand sites (spec 3). */
export const AuthCookies = {
  token: 'X-Auth-Token',
  uid: 'X-Auth-Uid',
  mode: 'X-Auth-Mode',
} as const;

/** Request headers of spec 7. */
export const RequestHeaders = {
  mode: 'Mode',
  customerId: 'CId',
  token: 'X-Auth-Token',
  apiToken: 'API-Token',
  channelSource: 'Channel-Source',
  agentUserId: 'agent_user_id',
  agentUserCode: 'agent_user_code',
  guestId: 'guest-id',
} as const;

/** Cookie consent values stored under COOKIES_HAVE_BEEN_SET. */
export const CookieConsentKeys = ['BASIC_COOKIES', 'PERFORMANCE_COOKIES'] as const;
