/** Path prefixes that belong to the API (spec 7); every other GET is a storefront page or file. */
const API_PREFIXES = [
  '/mibd',
  '/mibdol',
  '/mibd_ol',
  '/mibdOl',
  '/xbom',
  '/ca/',
  '/healthz',
  '/docs',
];

export const isApiPath = (url: string): boolean => API_PREFIXES.some((p) => url.startsWith(p));
