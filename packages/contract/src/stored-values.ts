/** Names of the values the storefront keeps in storage (spec 3). The names are the spec's own. */
export const StoredKeys = [
  'role',
  'getRoleTime',
  'userRandom',
  'customer_id',
  'customer',
  'userFirstName',
  'userLastName',
  'userEmail',
  'userHead_img',
  'clientAgentId',
  'clientAgentCode',
  'shoppingCartNum',
  'token',
  'mode',
  'username',
  'X-Auth-Uid',
  'language',
  'noAgain',
  'COOKIES_HAVE_BEEN_SET',
  'sku_list',
  'guestId',
] as const;
export type StoredKey = (typeof StoredKeys)[number];

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
