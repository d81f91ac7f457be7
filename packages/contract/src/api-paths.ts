/**
 * Path prefixes that belong to the API (spec 7): the server answers them as calls, the dev
 * server hands them to the API; every other GET is a storefront page or file.
 */
export const API_PATH_PREFIXES = [
  '/mibd',
  '/mibdol',
  '/mibd_ol',
  '/mibdOl',
  '/xbom',
  '/ca/',
  '/healthz',
  '/docs',
] as const;

export const isApiPath = (url: string): boolean => API_PATH_PREFIXES.some((p) => url.startsWith(p));
