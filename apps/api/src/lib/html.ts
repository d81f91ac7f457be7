/** Escapes text for HTML element content and double-quoted attribute values. */
export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: '<' escaped so no text in it can close the tag. */
export const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
