/** The parts of the page's address that links to sibling sites are built from. */
export interface PageOrigin {
  protocol: string;
  port: string;
}

let serverOrigin: PageOrigin = { protocol: 'https:', port: '' };

/** The address a prerender renders for (the server sets it before each render, decision 014). */
export function setServerOrigin(origin: PageOrigin): void {
  serverOrigin = origin;
}

/** The page's protocol and port: the browser's, or on the server the request's. */
export const pageOrigin = (): PageOrigin =>
  typeof window === 'undefined' ? serverOrigin : window.location;
