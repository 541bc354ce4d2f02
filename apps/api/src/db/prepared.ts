import type { Executor } from './client.ts';

/**
 * A statement prepared once per database handle: Drizzle builds a statement's SQL anew on every call
 * (measured ~2 ms a call on PGlite, more than many queries themselves), and PostgreSQL parses and
 * plans it on each connection, unless it is prepared. Kept by handle in a WeakMap, so a closed
 * database's statements go with it (the tests open many). No cache lives here: a statement belongs
 * to the handle it runs on (plugins/caches/no-registries.test.ts allows no other map by handle).
 */
export function preparedPerDatabase<Statement>(
  prepare: (db: Executor) => Statement,
): (db: Executor) => Statement {
  const prepared = new WeakMap<Executor, Statement>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}

/**
 * Statements whose text depends on a request's shape (which filters are set, the order), each
 * prepared once per handle and shape. `keyOf` names a shape; the shapes must be a small fixed set
 * (it is the statement's name too), never a request's values, which are bound.
 */
export function preparedPerShape<Shape, Statement>(
  keyOf: (shape: Shape) => string,
  prepare: (db: Executor, shape: Shape) => Statement,
): (db: Executor, shape: Shape) => Statement {
  const prepared = new WeakMap<Executor, Map<string, Statement>>();
  return (db, shape) => {
    let byShape = prepared.get(db);
    if (!byShape) {
      byShape = new Map();
      prepared.set(db, byShape);
    }
    const key = keyOf(shape);
    let statement = byShape.get(key);
    if (!statement) {
      statement = prepare(db, shape);
      byShape.set(key, statement);
    }
    return statement;
  };
}
