/**
 * PostgreSQL's text search, read back from its own output so the index matches and ranks exactly
 * as `@@` and `ts_rank` do: lexemes come from `tsvector::text` (stemmed by the database), query
 * words from `to_tsquery(...)::text`.
 */

const WEIGHT: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

const LEXEME = /'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g;
const unquote = (raw: string) =>
  raw.includes("'") || raw.includes('\\') ? raw.replace(/''/g, "'").replace(/\\(.)/g, '$1') : raw;

/** Calls `each` for every lexeme of `'chair':1A,5 'sofa':3B 'x'` (quotes doubled, \\ escaped). */
export const eachLexeme = (
  text: string,
  each: (word: string, weights: number[] | null) => void,
) => {
  LEXEME.lastIndex = 0;
  for (let m = LEXEME.exec(text); m; m = LEXEME.exec(text)) {
    const positions = m[2];
    let weights: number[] | null = null;
    if (positions) {
      weights = [];
      for (const pos of positions.split(',')) weights.push(WEIGHT[pos[pos.length - 1]!] ?? 0);
    }
    each(unquote(m[1]!), weights);
  }
};

/** ts_rank's default weights {D, C, B, A} as float4. */
const W = [Math.fround(0.1), Math.fround(0.2), Math.fround(0.4), Math.fround(1.0)];
const f = Math.fround;

/**
 * What one matched lexeme adds to ts_rank (calc_rank_or in tsrank.c), with its float4 steps:
 * resj = sum w_j / j^2; (wjm + resj - wjm / jm^2) / 1.64493406685 in double. A lexeme without
 * positions counts as one position of weight D.
 */
export const rankContribution = (weights: number[]): number => {
  const ws = weights.length ? weights : [0];
  let resj = f(0);
  let wjm = f(-1);
  let jm = 0;
  for (let j = 0; j < ws.length; j++) {
    const w = W[ws[j]!]!;
    resj = f(resj + f(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  }
  return f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685;
};

/**
 * `'velvet':* & 'sofa':*` → ['velvet', 'sofa']; [] for an empty query; null when the query has
 * any other shape (phrases, OR), which the index leaves to SQL.
 */
export const parsePrefixQuery = (text: string): string[] | null => {
  if (!text.trim()) return [];
  const items: string[] = [];
  const re = /'((?:[^'\\]|''|\\.)*)':\*(?: & |$)/y;
  let at = 0;
  while (at < text.length) {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) return null;
    items.push(m[1]!.replace(/''/g, "'").replace(/\\(.)/g, '$1'));
    at = re.lastIndex;
  }
  return items;
};

/** tsCompareString: byte order of the UTF-8 text (memcmp, shorter first). */
export const compareBytes = (a: string, b: string): number => {
  if (a === b) return 0;
  if (/[\uD800-\uFFFF]/.test(a) || /[\uD800-\uFFFF]/.test(b))
    return Buffer.compare(Buffer.from(a), Buffer.from(b));
  return a < b ? -1 : 1;
};
