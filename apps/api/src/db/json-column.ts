/**
 * A json column's value: PostgreSQL (pg) answers it parsed, PGlite sometimes as text. `empty`
 * stands in for SQL NULL (json_agg over no rows).
 */
export const jsonColumn = <T>(value: unknown, empty: T): T =>
  ((typeof value === 'string' ? JSON.parse(value) : value) ?? empty) as T;
