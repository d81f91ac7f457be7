import { sql } from 'drizzle-orm';

/** A value bound when a prepared statement runs (Drizzle's placeholder, shorter to read). */
export const bound = (name: string) => sql.placeholder(name);

/**
 * Prepared statements of one query in several shapes (an optional filter present or not), each
 * made on its first use and kept: a call builds nothing, and on PostgreSQL each shape is a named
 * statement parsed and planned once per connection (decisions 018 and 035). `make` receives the
 * shape and the statement's name (`name_shape`, unique per shape as PostgreSQL requires).
 */
export const preparedShapes = <Shape extends string, Statement>(
  name: string,
  make: (shape: Shape, statementName: string) => Statement,
): ((shape: Shape) => Statement) => {
  const made = new Map<Shape, Statement>();
  return (shape) => {
    let statement = made.get(shape);
    if (!statement) {
      statement = make(shape, `${name}_${shape}`);
      made.set(shape, statement);
    }
    return statement;
  };
};
