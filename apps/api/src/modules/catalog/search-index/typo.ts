/**
 * Typo tolerance (issue 18): a keyword word within one or two letters of a word of a product
 * name or category name finds it. Optimal string alignment distance: a swap of two neighbouring
 * letters ('chiar' → 'chair') counts as one.
 */
export const maxTypos = (length: number) => (length < 4 ? 0 : length < 6 ? 1 : 2);

/** OSA distance, or limit + 1 as soon as it must exceed limit. */
export const typoDistance = (a: string, b: string, limit: number): number => {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, prev2[j - 2]! + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n]!;
};

/**
 * The vocabulary words closest to `word` within its typo budget (a word the keyword is a
 * prefix of counts as exact), or [] when none is near enough.
 */
export const closestWords = (word: string, vocabulary: Iterable<string>): string[] => {
  const limit = maxTypos(word.length);
  let best = limit + 1;
  let found: string[] = [];
  for (const v of vocabulary) {
    const d = v.startsWith(word) ? 0 : typoDistance(word, v, Math.min(limit, best));
    if (d < best) {
      best = d;
      found = [v];
    } else if (d === best && d <= limit) found.push(v);
  }
  return best <= limit ? found : [];
};
