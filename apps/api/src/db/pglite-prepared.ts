import { randomUUID } from 'node:crypto';
import {
  type messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * Server-side prepared statements for every parameterised query drizzle sends to PGlite (decision 034).
 *
 * PGlite's own `query` sends each statement as the unnamed statement, so PostgreSQL parses, analyses
 * and plans it again on every call (drizzle's `.prepare('name')` only skips drizzle's query building on
 * this driver): the auction detail read costs 10 ms of CPU so and 3.4 ms as a named statement. PGlite
 * has one session for the life of the process, so a statement parsed once under a name serves every
 * later call with the same SQL text: this object stands in for the PGlite client drizzle is given and
 * sends Parse once per distinct text, then Bind/Describe/Execute/Sync in one protocol batch.
 *
 * Same results as PGlite's `query`: the same messages in the same order, parsed by PGlite's own
 * `parse.parseResults` with its parsers and drizzle's per-query ones, parameters serialised by the
 * types the server described, as PGlite's `query` does. Queries without parameters, with a blob or
 * explicit parameter types, and `exec` (several statements, DDL) keep PGlite's own path.
 */
export class PglitePreparedStatements {
  readonly #client: PGlite;
  readonly #max: number;
  /** Unique per instance, so two of them on one client never collide on a name. */
  readonly prefix = `mp_${randomUUID().slice(0, 8)}_`;
  #next = 0;
  /** SQL text → its statement; Map order is use order (least recently used first). */
  readonly #statements = new Map<string, { name: string; paramTypes: number[] }>();
  /** Statements evicted or invalidated, closed (protocol Close, as DEALLOCATE) with the next batch. */
  #toClose: string[] = [];
  /** Counters for tests and the bench. */
  readonly counts = { parses: 0, executions: 0, evictions: 0, reprepares: 0 };

  constructor(client: PGlite, options: { max?: number } = {}) {
    this.#client = client;
    this.#max = options.max ?? 500;
  }

  /** The statement names currently kept, least recently used first (for tests). */
  get names(): string[] {
    return [...this.#statements.values()].map((statement) => statement.name);
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (!this.#preparable(params, options))
      return this.#plain(sql, () => this.#client.query<T>(sql, params, options));
    await this.#client._checkReady();
    // Both of PGlite's locks, as its `query` takes them: the transaction one keeps this statement out
    // of a transaction another caller holds open; the query one out of anything else in flight.
    return this.#client._runExclusiveTransaction(() =>
      this.#client.runExclusive(() => this.#run<T>(sql, params ?? [], options, false)),
    );
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#plain(sql, () => this.#client.exec(sql, options));
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#client.transaction((tx) => callback(this.#inTransaction(tx)));
  }

  /** The transaction PGlite opened, with its `query` prepared too (PGlite already holds its transaction lock). */
  #inTransaction(tx: Transaction): Transaction {
    return {
      query: <T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
        if (!this.#preparable(params, options) || tx.closed)
          return this.#plain(sql, () => tx.query<T>(sql, params, options));
        return this.#client.runExclusive(() => this.#run<T>(sql, params ?? [], options, true));
      },
      sql: tx.sql,
      exec: (sql, options) => this.#plain(sql, () => tx.exec(sql, options)),
      rollback: tx.rollback,
      listen: tx.listen,
      get closed() {
        return tx.closed;
      },
    };
  }

  #preparable(params: unknown[] | undefined, options: QueryOptions | undefined): params is unknown[] {
    return params !== undefined && params.length > 0 && !options?.blob && !options?.paramTypes;
  }

  /**
   * PGlite's own path. A statement that may change a table or a view (ALTER, DROP, CREATE) lets go of
   * every kept statement once it ran, so none is run again whose result columns it changed (the server
   * would refuse with "cached plan must not change result type"); they are parsed afresh on next use.
   */
  async #plain<R>(sql: string, run: () => Promise<R>): Promise<R> {
    try {
      return await run();
    } finally {
      if (/\b(alter|drop|create)\b/i.test(sql)) this.#forgetAll();
    }
  }

  #forgetAll(): void {
    for (const { name } of this.#statements.values()) this.#toClose.push(name);
    this.#statements.clear();
  }

  async #run<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    try {
      const statement = this.#statements.get(sql) ?? (await this.#prepare(sql, options));
      this.#statements.delete(sql);
      this.#statements.set(sql, statement);
      let messages: messages.BackendMessage[];
      try {
        messages = await this.#execute(statement, params, options);
      } catch (error) {
        // A plan whose result columns changed under it (DDL this object did not see). Outside a
        // transaction the failed statement ended with its Sync: parse it again and run it once more.
        // Inside one the transaction is aborted, as any failed statement aborts it: the caller sees the
        // error, and the next call parses afresh.
        if (!isResultTypeChange(error)) throw error;
        this.#statements.delete(sql);
        this.#toClose.push(statement.name);
        if (inTransaction) throw error;
        this.counts.reprepares++;
        const again = await this.#prepare(sql, options);
        this.#statements.set(sql, again);
        messages = await this.#execute(again, params, options);
      }
      if (!inTransaction) await this.#client.syncToFs();
      return this.#parseResults<T>(messages, options);
    } catch (error) {
      // As PGlite's `query` reports a database error: with the query, its parameters and options.
      if (error instanceof Error && 'severity' in error)
        Object.assign(error, { query: sql, params, queryOptions: options });
      throw error;
    }
  }

  /**
   * The rows as PGlite's `parseResults` reads them, with the query's own parsers (drizzle's, for dates
   * and intervals kept as text) over PGlite's. `parseResults` merges the two by spreading PGlite's table
   * of 318 parsers into a new object on every call, which cost about 0.2 ms of CPU a statement (issue 26:
   * several a page); the query's parsers on an object whose prototype is PGlite's table read the same.
   */
  #parseResults<T>(messages: messages.BackendMessage[], options: QueryOptions | undefined): Results<T> {
    const defaults = this.#client.parsers;
    if (!options?.parsers) return parse.parseResults(messages, defaults, options)[0] as Results<T>;
    const { parsers: own, ...rest } = options;
    const parsers: typeof defaults = Object.assign(Object.create(defaults) as typeof defaults, own);
    return parse.parseResults(messages, parsers, rest)[0] as Results<T>;
  }

  /** Parse (and Describe, for the parameter types) under a new name; evicts the least recently used. */
  async #prepare(sql: string, options: QueryOptions | undefined) {
    const name = `${this.prefix}${this.#next++}`;
    const closing = this.#toClose;
    let messages: messages.BackendMessage[];
    try {
      messages = await this.#batch(
        [
          ...closing.map((closed) => protocol.serialize.close({ type: 'S', name: closed })),
          protocol.serialize.parse({ name, text: sql }),
          protocol.serialize.describe({ type: 'S', name }),
          protocol.serialize.sync(),
        ],
        options,
      );
    } catch (error) {
      // Parse failed, or Describe after it: the name is either not made or closed with the next batch,
      // and never kept. The Closes sent before are harmless to repeat (closing no statement is no error).
      this.#toClose.push(name);
      throw error;
    }
    this.#toClose = this.#toClose.filter((closed) => !closing.includes(closed));
    this.counts.parses++;
    const paramTypes = parse.parseDescribeStatementResults(messages);
    while (this.#statements.size >= this.#max) {
      const [oldest] = this.#statements;
      if (!oldest) break;
      this.#statements.delete(oldest[0]);
      this.#toClose.push(oldest[1].name);
      this.counts.evictions++;
    }
    return { name, paramTypes };
  }

  async #execute(
    statement: { name: string; paramTypes: number[] },
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<messages.BackendMessage[]> {
    // Serialised as PGlite's `query` does: by the server's parameter type, the query's serializer first.
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i] ?? 0;
      const serialize = options?.serializers?.[oid] ?? this.#client.serializers[oid];
      return serialize ? serialize(param) : String(param);
    });
    this.counts.executions++;
    return this.#batch(
      [
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ],
      options,
    );
  }

  /** One call into PGlite for several protocol messages; throws the first database error after the Sync. */
  #batch(parts: Uint8Array[], options: QueryOptions | undefined): Promise<messages.BackendMessage[]> {
    const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      message.set(part, offset);
      offset += part.length;
    }
    return this.#client.execProtocolStream(message, { syncToFs: false, onNotice: options?.onNotice });
  }
}

function isResultTypeChange(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === '0A000' &&
    error.message.includes('cached plan must not change result type')
  );
}
