/** The availability of spec 4: the SQL function of migration 0008, kept equal to `availabilityOf`. */
export const AVAILABILITY_SQL = 'product_availability(p.status, p.stock, p.future_stock)';

/** Collects a WHERE clause and its parameters; values only ever travel as parameters. */
export class Where {
  readonly parts: string[] = [];
  constructor(readonly params: unknown[] = []) {}

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(sqlWithPlaceholder: (p: (v: unknown) => string) => string) {
    this.parts.push(sqlWithPlaceholder((v) => this.param(v)));
    return this;
  }

  toSql(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

/**
 * Words a keyword can match on: letters and digits only, lower-cased, at most 8. Quotes, '%',
 * SQL fragments and emoji never reach a query as syntax.
 */
export const keywordWords = (keyword: string | undefined): string[] =>
  (keyword ?? '')
    .slice(0, 200)
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 8) ?? [];

/** Prefix query for full-text search: 'velv:* & sofa:*'. */
export const prefixTsQuery = (words: string[]): string => words.map((w) => `${w}:*`).join(' & ');
