/** Full page loads (mode change and logout start the app afresh); replaceable in tests. */
export const pageLoad = {
  assign: (url: string) => window.location.assign(url),
  reload: () => window.location.reload(),
};
