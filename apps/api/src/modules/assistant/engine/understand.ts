import { type Constraints, emptyConstraints, type Understanding } from './constraints';
import { AMOUNT, LENGTH_UNIT, readAmount, readMoney, toInches } from './numbers';
import {
  CATEGORY_WORDS,
  COLOUR_SYNONYMS,
  COLOUR_WORDS,
  MATERIAL_SYNONYMS,
  MATERIAL_WORDS,
  ROOM_WORDS,
  STOP_WORDS,
  STYLE_WORDS,
} from './vocabulary';

/** Lower case, one space, hyphens of words as spaces ('mid-century'), curly quotes straight. */
export const normalise = (text: string): string =>
  ` ${text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d\u2033]/g, '"')
    .replace(/([a-z])-(?=[a-z])/g, '$1 ')
    .replace(/[!?;]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sortedCache = new Map<readonly string[], string[]>();
const byLength = (words: readonly string[]) => {
  let sorted = sortedCache.get(words);
  if (!sorted) {
    sorted = [...words].sort((a, b) => b.length - a.length);
    sortedCache.set(words, sorted);
  }
  return sorted;
};
const compiled = new Map<string, RegExp>();
/** The phrase as a whole word, plural allowed (compiled once; lastIndex reset for each use). */
const plural = (phrase: string) => {
  let re = compiled.get(phrase);
  if (!re) {
    re = new RegExp(`(?<![a-z])${escapeRe(phrase)}(?:s|es)?(?![a-z])`, 'g');
    compiled.set(phrase, re);
  }
  re.lastIndex = 0;
  return re;
};

/** Finds phrases (longest first), blanks them out of `text` and returns what matched. */
const take = (state: { text: string }, phrases: readonly string[]): string[] => {
  const found: string[] = [];
  for (const phrase of byLength(phrases)) {
    const re = plural(phrase);
    if (re.test(state.text)) {
      found.push(phrase);
      state.text = state.text.replace(plural(phrase), ' ');
    }
  }
  return found;
};

const unique = <T>(xs: T[]) => [...new Set(xs)];
const CATEGORY_PHRASES = Object.keys(CATEGORY_WORDS);
const ROOM_PHRASES = Object.keys(ROOM_WORDS);
const MONEY_HINT = String.raw`(?:\$|usd|dollars?|bucks|budget|price|priced|cost|costs|spend|k\b|thousand|grand)`;

/** Prices: under/over/between/around, with '$', 'k' or a money word near the number. */
const readPrices = (state: { text: string }, c: Constraints) => {
  const t = state.text;
  const range = new RegExp(
    String.raw`(?:between|from)?\s*(${AMOUNT})\s*(?:-|to|and|–)\s*(${AMOUNT})(?:\s*(?:dollars|usd|bucks))?`,
  );
  const r = range.exec(t);
  if (r?.[1] && r[2] && !new RegExp(`^\\s*${LENGTH_UNIT}`).test(t.slice(r.index + r[0].length))) {
    const lo = readMoney(r[1]);
    const hi = readMoney(r[2]);
    const moneyish = /\$|k\b|thousand|grand|,/.test(r[0]) || new RegExp(MONEY_HINT).test(t);
    if (lo !== null && hi !== null && moneyish && hi >= 50) {
      // '1-2k': the k of the upper bound applies to both.
      const loK = lo < 100 && hi >= 1000 && !/[,$]/.test(r[1]) ? lo * 1000 : lo;
      c.priceMin = Math.min(loK, hi);
      c.priceMax = Math.max(loK, hi);
      state.text = t.replace(r[0], ' ');
      return;
    }
  }
  const patterns: [RegExp, 'max' | 'min' | 'around'][] = [
    [
      new RegExp(
        String.raw`(?:under|below|less than|up to|upto|no more than|not more than|max(?:imum)?|at most|within|cheaper than|<=?|budget(?: is| of)?|spend(?:ing)?|afford)\s*(?:of\s*)?(${AMOUNT})`,
      ),
      'max',
    ],
    [
      new RegExp(
        String.raw`(?:over|above|more than|at least|min(?:imum)?|from|starting at|>=?)\s*(${AMOUNT})`,
      ),
      'min',
    ],
    [new RegExp(String.raw`(?:around|about|roughly|approximately|~)\s*(${AMOUNT})`), 'around'],
    [
      /(\$\s?\d[\d,]*(?:\.\d+)?\s?(?:k\b|thousand\b)?|\d[\d,]*(?:\.\d+)?\s?(?:k\b|thousand\b|grand\b|dollars|usd|bucks))\s*(?:budget|max|or less|and under|or under)?/,
      'max',
    ],
  ];
  for (const [re, kind] of patterns) {
    const m = re.exec(state.text);
    if (!m?.[1]) continue;
    const after = state.text.slice(m.index + m[0].length);
    if (
      new RegExp(`^\\s*${LENGTH_UNIT}`).test(after) ||
      /^\s*(wide|deep|tall|long|high)\b/.test(after)
    )
      continue;
    const explicit = /\$|k\b|k$|thousand|grand|dollar|usd|buck|budget|spend|afford|cheaper/.test(
      m[0],
    );
    const n = readMoney(m[1]);
    if (
      n === null ||
      (!explicit && (n < 100 || !new RegExp(MONEY_HINT).test(state.text)) && n < 300)
    )
      continue;
    if (kind === 'max') c.priceMax = n;
    else if (kind === 'min') c.priceMin = n;
    else {
      c.priceMin = Math.round(n * 0.85);
      c.priceMax = Math.round(n * 1.15);
    }
    state.text = state.text.replace(m[0], ' ');
  }
};

const NUM = String.raw`(\d+(?:\.\d+)?)`;

/** Dimensions: 'fits a 90 inch wall', 'under 80" wide', 'no deeper than 40 in', '7 feet'. */
const readDimensions = (state: { text: string }, c: Constraints) => {
  const lengthAt = (m: RegExpExecArray, numAt: number, unitAt: number) =>
    toInches(Number(m[numAt]), m[unitAt] ?? '"');
  const rules: [RegExp, (m: RegExpExecArray) => void][] = [
    // '90 inch wall', 'a wall of 90"', 'space of 7 ft'
    [
      new RegExp(
        String.raw`${NUM}\s*${`(${LENGTH_UNIT.slice(3, -1)})`}\s*(?:wide\s*)?(?:wall|space|gap|alcove|nook|niche|area)`,
      ),
      (m) => {
        c.widthMax = lengthAt(m, 1, 2);
      },
    ],
    [
      new RegExp(
        String.raw`(?:wall|space|gap|alcove|niche) (?:of|is|that is|measuring)?\s*${NUM}\s*(${LENGTH_UNIT.slice(3, -1)})`,
      ),
      (m) => {
        c.widthMax = lengthAt(m, 1, 2);
      },
    ],
    [
      new RegExp(
        String.raw`(?:under|below|less than|up to|no more than|at most|max(?:imum)?|narrower than|no wider than|not wider than|within)\s*${NUM}\s*(${LENGTH_UNIT.slice(3, -1)})?\s*(?:wide|width|across|long|in width)`,
      ),
      (m) => {
        c.widthMax = lengthAt(m, 1, 2);
      },
    ],
    [
      new RegExp(
        String.raw`(?:width|wide)\s*(?:of|under|below|less than|up to|at most|max(?:imum)?|<=?)\s*${NUM}\s*(${LENGTH_UNIT.slice(3, -1)})?`,
      ),
      (m) => {
        c.widthMax = lengthAt(m, 1, 2);
      },
    ],
    [
      new RegExp(
        String.raw`(?:over|above|more than|at least|wider than|min(?:imum)?)\s*${NUM}\s*(${LENGTH_UNIT.slice(3, -1)})?\s*(?:wide|width|long)`,
      ),
      (m) => {
        c.widthMin = lengthAt(m, 1, 2);
      },
    ],
    [
      new RegExp(
        String.raw`(?:under|below|less than|up to|no more than|at most|no deeper than|shallower than)\s*${NUM}\s*(${LENGTH_UNIT.slice(3, -1)})?\s*(?:deep|depth|in depth)`,
      ),
      (m) => {
        c.lengthMax = lengthAt(m, 1, 2);
      },
    ],
    [
      new RegExp(
        String.raw`(?:under|below|less than|up to|no more than|at most|no taller than|shorter than|lower than)\s*${NUM}\s*(${LENGTH_UNIT.slice(3, -1)})?\s*(?:tall|high|height|in height)`,
      ),
      (m) => {
        c.heightMax = lengthAt(m, 1, 2);
      },
    ],
    [
      new RegExp(
        String.raw`(?:no wider than|not wider than|narrower than|no longer than|max(?:imum)? width(?: of)?)\s*${NUM}\s*(${LENGTH_UNIT.slice(3, -1)})?`,
      ),
      (m) => {
        c.widthMax = lengthAt(m, 1, 2);
      },
    ],
    // A bare '80 inches wide' (maximum: what fits)
    [
      new RegExp(String.raw`${NUM}\s*(${LENGTH_UNIT.slice(3, -1)})?\s*(?:wide|in width)`),
      (m) => {
        c.widthMax = lengthAt(m, 1, 2);
      },
    ],
    // 'under 80 inches', 'max 200 cm' (width, the usual limit)
    [
      new RegExp(
        String.raw`(?:under|below|less than|up to|no more than|at most|max(?:imum)?|within)\s*${NUM}\s*(${LENGTH_UNIT.slice(3, -1)})`,
      ),
      (m) => {
        c.widthMax = lengthAt(m, 1, 2);
      },
    ],
  ];
  for (const [re, apply] of rules) {
    const m = re.exec(state.text);
    if (!m) continue;
    apply(m);
    state.text = state.text.replace(m[0], ' ');
  }
};

const QUANTITY_NOUNS =
  '(?:chairs?|stools?|nightstands?|night stands?|lamps?|tables?|benches?|sofas?|ottomans?|pieces?|mirrors?|beds?|dressers?|seats?)';

const readQuantity = (state: { text: string }, c: Constraints) => {
  const set = /(?:set of|pair of|a pair|couple of)\s*(\w+)?/.exec(state.text);
  if (set) {
    const n = /pair/.test(set[0]) ? 2 : readAmount(set[1] ?? '');
    if (n && n > 1 && n < 100) c.quantity = n;
    return;
  }
  const m = new RegExp(
    String.raw`(?<![\d$.,])(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:[a-z]+\s+){0,2}${QUANTITY_NOUNS}`,
  ).exec(state.text);
  if (m?.[1]) {
    const n = readAmount(m[1]);
    if (n && n > 1) c.quantity = n;
  }
};

const PAIRINGS =
  /(go(?:es)? (?:well )?with|pairs? (?:well )?with|pairings?|matching|to match|match(?:es)? (?:it|this|that|with)|complements?|complete the (?:room|look|set)|what else)/;
/** A whole room's look (a four-image case), not one piece. */
const LOOK =
  /(\b(?:a|the|whole|full|room|complete) look\b|lookbook|mood ?board|inspiration|inspire me|room (?:scheme|set|idea)s?|design case|\b(?:furnish|design|style|decorate|dress|put together|pull together) (?:a|the|my|our|this|their|her|his) (?:[a-z]+ )?(?:room|space|bedroom|office|study|foyer|entryway|patio|terrace|lounge|den)\b)/;
const SIMILAR =
  /(similar|more like (?:this|that|it|these)|like this one|alternatives?|other options like|something like)/;
const QUESTION: [RegExp, NonNullable<Understanding['topic']>][] = [
  [
    /(how (?:wide|big|deep|tall|long|large|high)|dimensions?|measurements?|measure|what size|size of|how much space)/,
    'dimensions',
  ],
  [
    /(made of|what material|materials? (?:is|are|of)|what (?:is|are) (?:it|they) made|what finish|which finish|upholstered in)/,
    'materials',
  ],
  [
    /(lead time|when (?:can|will|could)|how (?:long|soon)|ship(?:s|ping)? (?:time|date)|deliver(?:y|ed)? (?:time|date)|arrive)/,
    'lead_time',
  ],
  [
    /(is (?:it|this|that) (?:in stock|available)|availability|how many (?:are )?(?:left|in stock)|do you have (?:it|this) in stock)/,
    'availability',
  ],
  [/(how much (?:is|does)|price of|cost of|what(?:'s| is) the price|what does it cost)/, 'price'],
];
const POLICY: [RegExp, NonNullable<Understanding['topic']>][] = [
  [/warrant/, 'warranty'],
  [/(return|refund|restocking|send (?:it )?back)/, 'returns'],
  [/(shipping|white glove|delivery|pick ?up|freight)/, 'shipping'],
  [/(cancel|claim|damage|policy|policies|payment terms|deposit)/, 'policy'],
];
const ADJUST = {
  cheaper:
    /(cheaper|less expensive|lower price|more affordable|budget friendly|too expensive|too pricey|lower cost|cheapest)/,
  pricier: /(pricier|more expensive|higher end|more premium|fancier|more luxurious|splurge)/,
  smaller:
    /(smaller|more compact|narrower|less wide|not as (?:big|wide|large)|too (?:big|large|wide)|shorter|tinier)/,
  bigger: /(bigger|larger|wider|too small|longer|roomier)/,
};

/** Reads one chat message into an intent and constraints (pure: no catalogue needed). */
export const understand = (text: string): Understanding => {
  const norm = normalise(text);
  const state = { text: norm };
  const c = emptyConstraints();
  const sku = /\b([a-z]{2,4}-[a-z0-9]{2,8}-[a-z0-9-]{2,12})\b/.exec(norm)?.[1]?.toUpperCase();
  if (sku) state.text = state.text.replace(sku.toLowerCase(), ' ');

  readDimensions(state, c);
  readPrices(state, c);
  readQuantity(state, c);
  if (
    /(in stock|ready to ship|available now|ships? (?:now|quickly|fast)|immediately)/.test(
      state.text,
    )
  )
    c.inStock = true;
  if (/(on sale|discount|deal|promotion|clearance|markdown)/.test(state.text)) c.onSale = true;

  c.categories = unique(
    take(state, CATEGORY_PHRASES).flatMap((w) => [...(CATEGORY_WORDS[w] ?? [])]),
  );
  c.rooms = unique(take(state, ROOM_PHRASES).map((w) => ROOM_WORDS[w] as string));
  for (const [from, to] of Object.entries(COLOUR_SYNONYMS))
    state.text = state.text.replace(plural(from), ` ${to} `);
  for (const [from, to] of Object.entries(MATERIAL_SYNONYMS))
    state.text = state.text.replace(plural(from), ` ${to} `);
  c.styles = take(state, STYLE_WORDS);
  c.materials = take(state, MATERIAL_WORDS);
  c.colours = take(state, COLOUR_WORDS);
  c.keywords = unique(
    state.text
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2 && !STOP_WORDS.has(w) && !/^\d/.test(w)),
  );

  const adjust = {
    cheaper: ADJUST.cheaper.test(norm) || undefined,
    pricier: ADJUST.pricier.test(norm) || undefined,
    smaller: ADJUST.smaller.test(norm) || undefined,
    bigger: ADJUST.bigger.test(norm) || undefined,
  };
  const anyAdjust = Object.values(adjust).some(Boolean);
  const topic = QUESTION.find(([re]) => re.test(norm))?.[1];
  const policy = POLICY.find(([re]) => re.test(norm))?.[1];
  const hasFacet =
    c.colours.length + c.materials.length + c.rooms.length + c.styles.length > 0 ||
    c.priceMax !== undefined ||
    c.priceMin !== undefined ||
    c.widthMax !== undefined ||
    c.widthMin !== undefined ||
    c.inStock === true ||
    c.onSale === true;

  const base = { constraints: c, adjust, sku };
  if (/ai furniture replacement|replace (?:the |my )?furniture|visuali[sz]/.test(norm)) {
    return { ...base, intent: 'replacement', refinement: false };
  }
  if (/statement piece/.test(norm)) return { ...base, intent: 'statement', refinement: false };
  if (PAIRINGS.test(norm)) return { ...base, intent: 'pairings', refinement: false };
  if (LOOK.test(norm) && !topic) return { ...base, intent: 'look', refinement: false };
  if (SIMILAR.test(norm) && !c.categories.length)
    return { ...base, intent: 'similar', refinement: false };
  if (topic && (!c.categories.length || /\b(it|this|that|its)\b/.test(norm) || sku)) {
    return { ...base, intent: 'question', refinement: false, topic };
  }
  if (policy && !c.categories.length && !hasFacet) {
    return { ...base, intent: 'policy', refinement: false, topic: policy };
  }
  if (!c.categories.length && !hasFacet && !anyAdjust) {
    if (
      /^\s*(hi|hello|hey|good (morning|afternoon|evening))\b/.test(norm) &&
      norm.trim().split(' ').length <= 4
    ) {
      return { ...base, intent: 'greeting', refinement: false };
    }
    if (
      /(suggest|suggestion|surprise me|inspire|recommend something|ideas?)/.test(norm) ||
      !c.keywords.length
    ) {
      return { ...base, intent: 'suggestion', refinement: false };
    }
  }
  return { ...base, intent: 'recommend', refinement: !c.categories.length };
};
