import { PGlite, type QueryOptions, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPglite } from './client.ts';
import { PglitePreparedStatements } from './pglite-prepared.ts';

/** Decision 034: named prepared statements on PGlite answer exactly as PGlite's own `query` does. */
describe('PglitePreparedStatements', () => {
  let client: PGlite;
  /** The statements the server holds under one instance's names. */
  const serverNames = async (prepared: PglitePreparedStatements) =>
    (await client.query<{ name: string }>('select name from pg_prepared_statements')).rows
      .map((row) => row.name)
      .filter((name) => name.startsWith(prepared.prefix));

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table typed (
        id bigint primary key, at timestamptz not null, price numeric(12, 2), doc jsonb,
        tags text[], stamps timestamptz[], note text, day date, span interval
      );
      insert into typed values
        (1, '2026-11-27 10:00:00+00', 12.50, '{"k": 1, "nested": {"a": [1, 2]}}', '{a,b}',
         '{"2026-01-01 00:00:00+00"}', null, '2026-11-27', '1 day 02:00:00'),
        (9007199254740993, '2026-01-02 03:04:05.678+01', 99999999.99, '[1, "two"]', '{}', null, 'x', null, null);
      create table items (id serial primary key, label text not null);
    `);
  });
  afterAll(() => client.close());

  // drizzle's pglite session passes these (node_modules/drizzle-orm/pglite/session.js).
  const keepText = (value: string) => value;
  const drizzleOptions: QueryOptions = {
    rowMode: 'array',
    parsers: {
      [types.TIMESTAMP]: keepText,
      [types.TIMESTAMPTZ]: keepText,
      [types.INTERVAL]: keepText,
      [types.DATE]: keepText,
      1231: keepText,
      1115: keepText,
      1185: keepText,
      1187: keepText,
      1182: keepText,
    },
  };
  const cases: [string, unknown[], QueryOptions | undefined][] = [
    ['select * from typed where id = $1', [1], drizzleOptions],
    ['select * from typed where id = $1', ['9007199254740993'], undefined],
    ['select * from typed where id = $1', [9007199254740993n], drizzleOptions],
    ['select * from typed where note is not distinct from $1 order by id', [null], { rowMode: 'object' }],
    ['select id, doc from typed where doc @> $1', [{ k: 1 }], undefined],
    ['select id, tags from typed where tags && $1', [['b', 'z']], drizzleOptions],
    ['select id, at from typed where at > $1 order by id', [new Date('2025-12-31T00:00:00Z')], undefined],
    ['select price * $1 as total, $2::text as label from typed order by id', ['2', 'é "q"'], drizzleOptions],
    ['select count(*) as n, sum(price) from typed where id = any($1)', [[1, 2]], undefined],
  ];

  it('answers as PGlite does, typed columns and null parameters included, first and later calls', async () => {
    const prepared = new PglitePreparedStatements(client);
    for (const [text, params, options] of cases) {
      const expected = await client.query(text, params, options);
      expect(await prepared.query(text, params, options)).toEqual(expected);
      expect(await prepared.query(text, params, options)).toEqual(expected);
    }
    const distinct = new Set(cases.map(([text]) => text)).size;
    expect(prepared.counts).toMatchObject({ parses: distinct, executions: cases.length * 2 });
    expect(new Set(await serverNames(prepared))).toEqual(new Set(prepared.names));
  });

  it('reports writes as PGlite does', async () => {
    const prepared = new PglitePreparedStatements(client);
    const inserted = await prepared.query('insert into items (label) values ($1), ($2) returning id', [
      'a',
      'b',
    ]);
    expect(inserted).toMatchObject({ command: 'INSERT', affectedRows: 2, rowCount: 2 });
    const updated = await prepared.query('update items set label = $1 where id = any($2)', ['c', [1, 2]]);
    expect(updated).toMatchObject({ command: 'UPDATE', affectedRows: 2, rows: [] });
    const raw = await client.query('update items set label = $1 where id = any($2)', ['c', [1, 2]]);
    expect(updated).toEqual(raw);
  });

  it('keeps no name from a failed Parse, and reports the error as PGlite does', async () => {
    const prepared = new PglitePreparedStatements(client);
    const failure = await prepared
      .query('select no_such_column from typed where id = $1', [1])
      .catch((e) => e);
    expect(failure).toMatchObject({ code: '42703', query: 'select no_such_column from typed where id = $1' });
    expect(prepared.names).toEqual([]);
    await prepared.query('select id from typed where id = $1', [1]);
    expect(prepared.names).toHaveLength(1);
    expect(await serverNames(prepared)).toEqual(prepared.names);
  });

  it('rolls a transaction back when a prepared statement fails in it, through drizzle', async () => {
    const { db } = wrapPglite(client);
    const count = async () =>
      (await client.query<{ n: number }>('select count(*)::int as n from items')).rows[0]?.n;
    const before = await count();
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into items (label) values (${'in tx'})`);
        await tx.execute(sql`select 1 / ${0}::int`);
      }),
    ).rejects.toThrow();
    expect(await count()).toBe(before);
    // The same statements work afterwards, in and out of a transaction.
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into items (label) values (${'kept'})`);
    });
    expect(await count()).toBe((before ?? 0) + 1);
  });

  it('keeps at most `max` statements and closes the evicted ones on the server', async () => {
    const prepared = new PglitePreparedStatements(client, { max: 3 });
    await prepared.query('select $1::int + 0 as v', [1]);
    const evicted = prepared.names[0];
    for (let k = 1; k < 5; k++) await prepared.query(`select $1::int + ${k} as v`, [1]);
    expect(prepared.counts).toMatchObject({ parses: 5, evictions: 2 });
    expect(prepared.names).toHaveLength(3);
    const first = await prepared.query<{ v: number }>('select $1::int + 4 as v', [1]);
    expect(first.rows).toEqual([{ v: 5 }]);
    const mine = await serverNames(prepared);
    // Kept ones, plus at most the last evicted (closed with the next Parse).
    expect(mine.length).toBeLessThanOrEqual(4);
    for (const name of prepared.names) expect(mine).toContain(name);
    await prepared.query('select $1::int + 100 as v', [1]);
    const after = await serverNames(prepared);
    expect(after.length).toBeLessThanOrEqual(4);
    expect(after).not.toContain(evicted);
  });

  it('sees new columns after DDL, sent through it or behind its back', async () => {
    await client.exec('create table changing (id int primary key); insert into changing values (1)');
    const prepared = new PglitePreparedStatements(client);
    const read = () => prepared.query('select * from changing where id = $1', [1]);
    expect((await read()).rows).toEqual([{ id: 1 }]);
    await prepared.exec(`alter table changing add column a text default 'x'`);
    expect((await read()).rows).toEqual([{ id: 1, a: 'x' }]);
    // Behind its back: the server refuses the kept plan, which is parsed again and run once more.
    await client.exec(`alter table changing add column b int default 2`);
    expect((await read()).rows).toEqual([{ id: 1, a: 'x', b: 2 }]);
    expect(prepared.counts.reprepares).toBe(1);
    // Inside a transaction the refusal aborts it, as any failed statement does; the next call works.
    await client.exec(`alter table changing add column c int default 3`);
    await expect(
      prepared.transaction((tx) => tx.query('select * from changing where id = $1', [1])),
    ).rejects.toMatchObject({ code: '0A000' });
    expect((await read()).rows).toEqual([{ id: 1, a: 'x', b: 2, c: 3 }]);
  });
});
