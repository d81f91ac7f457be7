/**
 * A navigation target from the address (a login `redirect`, a hand-off's `next`), made safe:
 * a path of this origin after the browser's own normalisation, or null.
 *
 * Checking the raw text is not enough: `/.//evil.example/x` starts with one slash, but the
 * browser resolves it to the path `//evil.example/x`, and that path, written into a link or a
 * page load, is another host. So the target is resolved against this origin, and the result must
 * itself be a plain path of this origin. Backslashes (read as slashes), control characters
 * (dropped by the URL parser) and percent-encoded variants of either are refused outright.
 */
const MAX_LENGTH = 2048;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
const UNSAFE = /[\\\u0000-\u001f\u007f]/;

/** Decodes percent-escapes until stable (a few rounds): %252F → %2F → /. */
const fullyDecoded = (text: string): string | null => {
  let current = text;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
};

/** The path part of a target (before its query and fragment). */
const pathPart = (target: string) => target.split(/[?#]/)[0] ?? '';

/**
 * Whether a target hides a way off this origin: a backslash or control character anywhere, or,
 * in its path as written or fully decoded, an empty segment (`//`), which is how `/.//evil`,
 * `/x/..//evil` and `/%2F%2Fevil` all end up as `//evil`. (The query and fragment are data.)
 */
const hostile = (target: string): boolean => {
  if (UNSAFE.test(target)) return true;
  const path = pathPart(target);
  const decoded = fullyDecoded(path);
  return decoded === null || UNSAFE.test(decoded) || path.includes('//') || decoded.includes('//');
};

export function safeLocalPath(
  target: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!target || target.length > MAX_LENGTH || !target.startsWith('/')) return null;
  if (hostile(target)) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The normalised path must hold on its own: used again as a link, it stays here.
  if (hostile(path) || new URL(path, origin).origin !== origin) return null;
  return path;
}
