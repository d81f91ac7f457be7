import { Limits, type searchProductsVal } from '@portal/contract';
import type { z } from 'zod';
import { keepAnswer } from '../../lib/kept-answers';
import type { CardRow } from './catalog.repository';
import type { PriceGrant } from './pricing';
import { toCard } from './to-card';

type SearchVal = z.infer<typeof searchProductsVal>;

/** A search page as cached for every caller: rows, total and counts, before any prices. */
export interface CachedPage {
  rows: CardRow[];
  total: number;
  fuzzy: boolean;
  facets: SearchVal['facets'];
  /** Finished answers by kind of caller (see `pageAnswer`), each written to JSON once. */
  answers?: Map<string, { val: SearchVal; until: number }>;
  /** How often the page was asked for: answers are kept from the second time. */
  asked?: number;
}

/** Until when an answer stays true: forever, except flash-deal prices (the next deal's end). */
const answerUntil = (rows: CardRow[], grant: PriceGrant, now: number): number => {
  let until = Number.POSITIVE_INFINITY;
  if (!grant.flash) return until;
  for (const row of rows) {
    const ends = row.deal_ends_at === null ? Number.NaN : new Date(row.deal_ends_at).getTime();
    if (ends > now && ends < until) until = ends;
  }
  return until;
};

/**
 * The answer to one caller: it depends on the page, the price grant and whether brands are
 * listed (HOM). From the second time a page is asked for, the answer for that kind of caller is
 * kept (and written to JSON once, lib/kept-answers); a page asked once keeps nothing more.
 */
export const pageAnswer = (
  page: CachedPage,
  grant: PriceGrant,
  opts: { hom: boolean; current: number; priced: boolean },
): SearchVal => {
  const kind = `${+grant.retail}${+grant.trade}${+Boolean(grant.flash)}${+opts.hom}`;
  const now = Date.now();
  const kept = page.answers?.get(kind);
  if (kept && kept.until > now) return kept.val;
  const pageSize = Limits.searchPageSize;
  const val: SearchVal = {
    list: page.rows.map((row) => toCard(row, grant)),
    total: page.total,
    current_page: opts.current,
    last_page: Math.max(1, Math.ceil(page.total / pageSize)),
    page_size: pageSize,
    facets: { ...page.facets, Brand: opts.hom ? page.facets.Brand : [] },
    fuzzy: page.fuzzy,
    priced: opts.priced,
  };
  page.asked = (page.asked ?? 0) + 1;
  if (page.asked < 2) return val;
  page.answers ??= new Map();
  page.answers.set(kind, { val: keepAnswer(val), until: answerUntil(page.rows, grant, now) });
  return val;
};
