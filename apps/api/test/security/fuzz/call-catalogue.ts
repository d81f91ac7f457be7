import * as contract from '@portal/contract';

/**
 * Every call of the contract: each export of @portal/contract that is a call descriptor
 * ({method, path, params?, querystring?, body?, response?}, packages/contract/src/calls/**).
 * A new call is fuzzed as soon as it is exported; a call that answers anything but the JSON
 * envelope must say so in NON_ENVELOPE_CALLS below, or the catalogue refuses to build.
 */

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface CallDescriptor {
  method: HttpMethod;
  path: string;
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: unknown;
}

/** How a call answers on success; error answers are always the envelope. */
export type AnswerKind =
  | { kind: 'envelope' }
  /** A file (image, PDF ...): answers of this content type are not envelopes. */
  | { kind: 'file'; contentType: RegExp; what: string }
  /** Not an API path (a storefront page or file): only the status is checked. */
  | { kind: 'page' }
  /** A top-level navigation answered with a redirect (the session hop, decision 054). */
  | { kind: 'redirect' };

export interface FuzzCall extends CallDescriptor {
  /** The export's name in @portal/contract. */
  name: string;
  answer: AnswerKind;
  /** Takes multipart/form-data (uploads) rather than a JSON body. */
  multipart: boolean;
}

/**
 * Calls whose success is not the envelope, decided by the content type they answer (the
 * read-file image route; the publication PDF). Any other content type from them must still be
 * the JSON envelope.
 */
export const NON_ENVELOPE_CALLS: Readonly<Record<string, AnswerKind>> = {
  readFile: { kind: 'file', contentType: /^image\//, what: 'an image' },
  publicationPdf: { kind: 'file', contentType: /^application\/pdf\b/, what: 'a PDF' },
  orderInvoice: { kind: 'file', contentType: /^application\/pdf\b/, what: 'a PDF' },
  caseImage: { kind: 'file', contentType: /^image\//, what: 'an image' },
  llmNew: { kind: 'file', contentType: /^text\/event-stream\b/, what: 'an event stream' },
  sessionHop: { kind: 'redirect' },
};

/** Uploads: POST calls with no JSON body schema that read multipart/form-data. */
export const MULTIPART_CALLS: ReadonlySet<string> = new Set([
  'uploadAvatar',
  'registerUpload',
  'uploadRoomPhoto',
]);

export const isCallDescriptor = (value: unknown): value is CallDescriptor => {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.method === 'string' &&
    (HTTP_METHODS as readonly string[]).includes(v.method) &&
    typeof v.path === 'string' &&
    v.path.startsWith('/')
  );
};

/** Builds the catalogue from a module's exports (the contract's, or a test's own calls). */
export const catalogueOf = (
  exports: Record<string, unknown>,
  nonEnvelope: Readonly<Record<string, AnswerKind>> = NON_ENVELOPE_CALLS,
): FuzzCall[] => {
  const calls: FuzzCall[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (!isCallDescriptor(value)) continue;
    const declared = nonEnvelope[name];
    if (!value.response && !declared)
      throw new Error(
        `${name} (${value.method} ${value.path}) has no response schema: add it to NON_ENVELOPE_CALLS with the content type it answers`,
      );
    if (MULTIPART_CALLS.has(name) && (value.method !== 'POST' || value.body))
      throw new Error(`${name} is listed as multipart but takes a JSON body`);
    calls.push({
      ...value,
      name,
      answer: declared ?? { kind: 'envelope' },
      multipart: MULTIPART_CALLS.has(name),
    });
  }
  return calls.sort((a, b) => a.name.localeCompare(b.name));
};

export const contractCalls = (): FuzzCall[] =>
  catalogueOf(contract as unknown as Record<string, unknown>);

/** Path parameter names of a Fastify path ('/a/:b/:c' → ['b', 'c']). */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/** The path with each parameter replaced by its already encoded segment. */
export const fillPath = (path: string, segments: Record<string, string>): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => segments[name] ?? 'x');
