import type { CampusDb } from './database';

/**
 * Wraps a builder of prepared queries so that it runs once per database: the queries a hot route prepares with
 * placeholders (`.prepare(name)`) are built on its first call and reused after (issue 27: building a query with
 * Drizzle cost more than running it on the routes measured). Kept per database, so tests' databases stay apart.
 */
export function preparedPerDatabase<Queries>(prepare: (db: CampusDb) => Queries): (db: CampusDb) => Queries {
  const byDatabase = new WeakMap<CampusDb, Queries>();
  return (db) => {
    let queries = byDatabase.get(db);
    if (queries === undefined) byDatabase.set(db, (queries = prepare(db)));
    return queries;
  };
}
