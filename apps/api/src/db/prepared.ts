import { sql } from 'drizzle-orm';
import type { Database, Preparable } from './database';

/** A value bound when a prepared statement runs (Drizzle's placeholder, shorter to read). */
export const bound = (name: string) => sql.placeholder(name);

/**
 * Prepared statements of one query in several shapes (an optional filter present or not), each
 * made on its first use and kept: a call builds nothing, and each shape is a named statement
 * parsed once (per connection on PostgreSQL), decisions 018 and 035. `make` receives the shape
 * and answers the query's builder; the statement is named `name_shape` (unique per shape, as
 * PostgreSQL requires). `db` is read on first use: repositories make their shapes as fields.
 */
export const preparedShapes = <Shape extends string, Statement>(
  db: () => Pick<Database, 'prepare'>,
  name: string,
  make: (shape: Shape) => Preparable<Statement>,
): ((shape: Shape) => Statement) => {
  const made = new Map<Shape, Statement>();
  return (shape) => {
    let statement = made.get(shape);
    if (!statement) {
      statement = db().prepare(make(shape), `${name}_${shape}`);
      made.set(shape, statement);
    }
    return statement;
  };
};
