import type { SessionSyncMessage } from '@portal/contract';
import { SESSION_SYNC_PATH } from '@portal/contract';
import { parseSyncMessage } from './sync-message';

/**
 * The one-hop hand-off (decision 010): when the browser keeps third-party frames away from their
 * own storage, a link to a sibling goes through the sibling's /iframeMsg with the message in the
 * address fragment (never sent to a server, never in a Referer), which applies it and moves on.
 */
const encode = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const decode = (text: string): unknown => {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
  } catch {
    return null;
  }
};

/**
 * A same-origin path to continue to ('/home?x=1'), never another origin. Parsed as the browser
 * would: '//evil' and '/\\evil' both lead off-site.
 */
const isLocalPath = (path: string) => {
  const base = 'http://this.invalid';
  try {
    return path.startsWith('/') && new URL(path, base).origin === base;
  } catch {
    return false;
  }
};

export function handoffUrl(target: URL, message: SessionSyncMessage): string {
  const next = `${target.pathname}${target.search}${target.hash}`;
  const params = new URLSearchParams({ handoff: encode(message), next });
  return `${target.origin}${SESSION_SYNC_PATH}#${params.toString()}`;
}

export interface Handoff {
  message: SessionSyncMessage;
  next: string;
}

/**
 * The hand-off in this page's fragment, accepted only when the page was reached from one of the
 * sibling origins (the browser sets the referrer; a foreign page cannot forge it).
 */
export function readHandoff(
  hash: string,
  referrer: string,
  allowed: ReadonlySet<string>,
): Handoff | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const raw = params.get('handoff');
  if (!raw) return null;
  let from: string;
  try {
    from = new URL(referrer).origin;
  } catch {
    return null;
  }
  if (!allowed.has(from)) return null;
  const message = parseSyncMessage(decode(raw));
  const next = params.get('next') ?? '/';
  if (!message) return null;
  return { message, next: isLocalPath(next) ? next : '/' };
}
