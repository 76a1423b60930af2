import { parse, protocol } from '@electric-sql/pglite';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { statementName } from './statement-names';

const { serialize } = protocol;
const { DatabaseError } = protocol.messages;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** Statements prepared on one PGlite instance, by SQL text: their name and parameter types. */
type PreparedStatements = Map<string, { readonly name: string; readonly parameterTypes: readonly number[] }>;

/** A bound on the statements one instance keeps prepared; texts beyond it run unnamed, as PGlite runs them. */
const MAX_PREPARED = 5000;

/**
 * Makes every parameterised query of a PGlite instance — outside and inside its transactions — run a prepared
 * statement named after its SQL text (`statement-names.ts`), as `nameStatements` does for node-postgres:
 * PGlite's own `query()` parses and plans the text on every call (an unnamed statement), which in WebAssembly
 * cost more than running the query on every route measured (issue 27: the administrators' sales to audit, 4.0 ms a
 * query unnamed against 1.4 ms prepared). Parameters keep PGlite's serializers (by the statement's parameter types)
 * and rows its parsers and the query's options (`rowMode`, `parsers`), so callers see the same results and errors
 * (a `DatabaseError` carrying `query` and `params`). Queries without values, with `paramTypes` or a `blob`, and
 * texts beyond {@link MAX_PREPARED} go to PGlite's own `query()`. Prepared statements are kept by the session, not
 * rolled back with a transaction; PostgreSQL re-plans them itself after a schema change.
 */
export function namePgliteStatements(pg: PGlite): void {
  const prepared: PreparedStatements = new Map();
  const query = pg.query.bind(pg);
  const transaction = pg.transaction.bind(pg);

  const named = async <T>(text: string, params: unknown[] | undefined, options: QueryOptions | undefined) => {
    const exec = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });
    return pg._runExclusiveQuery(async () => {
      const messages: BackendMessage[] = [];
      try {
        let statement = prepared.get(text);
        if (statement === undefined) {
          const name = statementName(text);
          await exec(serialize.parse({ name, text }));
          const parameterTypes = parse.parseDescribeStatementResults(
            await exec(serialize.describe({ type: 'S', name })),
          );
          statement = { name, parameterTypes };
          prepared.set(text, statement);
        }
        const types = statement.parameterTypes;
        const values = (params ?? []).map((value, index) => {
          if (value === null || value === undefined) return null;
          const type = types[index] ?? 0;
          const serializer = options?.serializers?.[type] ?? pg.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        messages.push(
          ...(await exec(serialize.bind({ statement: statement.name, values }))),
          ...(await exec(serialize.describe({ type: 'P' }))),
          ...(await exec(serialize.execute({}))),
        );
      } catch (error) {
        // As PGlite's own query(): the failing text and values travel with the error.
        if (error instanceof DatabaseError) Object.assign(error, { query: text, params, queryOptions: options });
        throw error;
      } finally {
        messages.push(...(await exec(serialize.sync())));
      }
      return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
    });
  };

  const runsNamed = (text: string, params: unknown[] | undefined, options: QueryOptions | undefined): boolean =>
    params !== undefined &&
    params.length > 0 &&
    options?.paramTypes === undefined &&
    options?.blob === undefined &&
    (prepared.has(text) || prepared.size < MAX_PREPARED);

  Object.assign(pg, {
    async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
      if (!runsNamed(text, params, options)) return query<T>(text, params, options);
      await pg._checkReady();
      // Outside a transaction, as PGlite's own query(): wait for any open one, then write the files through.
      return pg._runExclusiveTransaction(async () => {
        const results = await named<T>(text, params, options);
        await pg.syncToFs();
        return results;
      });
    },
    transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      return transaction((tx) => {
        const namedTx: Transaction = Object.create(tx, {
          query: {
            value: async <R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> => {
              if (!runsNamed(text, params, options)) return tx.query<R>(text, params, options);
              if (tx.closed) throw new Error('Transaction is closed');
              return named<R>(text, params, options);
            },
          },
        });
        return callback(namedTx);
      });
    },
  });
}
