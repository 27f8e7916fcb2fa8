import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { getTableConfig, getViewConfig, PgTable, PgView } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { createPool } from './client.ts';
import { LEGACY_NAMES, migrate, migrationFiles } from './migrate.ts';
import * as schema from './schema.ts';

/**
 * One migration order (docs/decisions/002-sql-migrations.md): a fresh database, one upgraded a
 * migration at a time, and one recorded under the old per-module names end with the same schema,
 * and the Drizzle mirror agrees with it.
 */
const pools: pg.Pool[] = [];
const names: string[] = [];
const serverUrl = inject('pgServerUrl');

async function emptyDatabase(): Promise<pg.Pool> {
  const name = `m_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  names.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), 2);
  pools.push(pool);
  return pool;
}

afterAll(async () => {
  for (const p of pools) await p.end();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const n of names) await admin.query(`drop database if exists ${n} with (force)`);
  await admin.end();
});

/** Tables, columns (type, nullability, default), constraints, indexes, functions and triggers. */
async function shape(pool: pg.Pool): Promise<string[]> {
  const q = async (sql: string) => (await pool.query(sql)).rows.map((r) => Object.values(r).join(' | '));
  return [
    ...(await q(`select table_name, column_name, data_type, is_nullable, coalesce(column_default, '') from information_schema.columns
                 where table_schema = 'public' order by 1, 2`)),
    ...(await q(`select conrelid::regclass::text, conname, pg_get_constraintdef(oid) from pg_constraint
                 where connamespace = 'public'::regnamespace order by 1, 2`)),
    ...(await q(`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by 1, 2`)),
    ...(await q(`select proname, md5(prosrc) from pg_proc where pronamespace = 'public'::regnamespace order by 1, 2`)),
    ...(await q(`select tgrelid::regclass::text, tgname from pg_trigger where not tgisinternal order by 1, 2`)),
  ];
}

const schemaWithoutLedger = (rows: string[]) => rows.filter((r) => !r.startsWith('schema_migrations |'));

describe('migrations', () => {
  it('are named in one strictly increasing sequence', async () => {
    const files = await migrationFiles();
    const numbers = files.map((f) => Number(f.slice(0, 4)));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const name of Object.values(LEGACY_NAMES)) expect(files).toContain(name);
  });

  it('give a fresh database, one upgraded a step at a time and one recorded under the old names the same schema', async () => {
    const fresh = await emptyDatabase();
    await migrate(fresh);

    const stepwise = await emptyDatabase();
    for (const file of await migrationFiles()) {
      expect(await migrate(stepwise, { until: file })).toBe(1);
    }
    expect(await migrate(stepwise)).toBe(0);

    // A database deployed before the renumbering: its ledger holds the per-module names.
    const legacy = await emptyDatabase();
    await migrate(legacy);
    for (const [old, name] of Object.entries(LEGACY_NAMES))
      await legacy.query('update schema_migrations set name = $1 where name = $2', [old, name]);
    expect(await migrate(legacy)).toBe(0);
    const recorded = (await legacy.query<{ name: string }>('select name from schema_migrations order by name')).rows.map((r) => r.name);
    expect(recorded).toEqual(await migrationFiles());

    const expected = schemaWithoutLedger(await shape(fresh));
    expect(expected.length).toBeGreaterThan(100);
    expect(schemaWithoutLedger(await shape(stepwise))).toEqual(expected);
    expect(schemaWithoutLedger(await shape(legacy))).toEqual(expected);
  });

  it('refuse a migration numbered before one the database already has', async () => {
    const pool = await emptyDatabase();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ireti-mig-'));
    await fs.writeFile(path.join(dir, '0001_a.sql'), 'create table a (id int)');
    await fs.writeFile(path.join(dir, '0003_c.sql'), 'create table c (id int)');
    expect(await migrate(pool, { dirs: [dir] })).toBe(2);
    await fs.writeFile(path.join(dir, '0002_b.sql'), 'create table b (id int)');
    await expect(migrate(pool, { dirs: [dir] })).rejects.toThrow(/0002_b\.sql sorts before 0003_c\.sql/);
    expect((await pool.query(`select to_regclass('b') as t`)).rows[0].t).toBeNull();
    await fs.writeFile(path.join(dir, '0003_d.sql'), 'select 1');
    await expect(migrate(pool, { dirs: [dir] })).rejects.toThrow(/share the number 0003/);
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('are mirrored by the Drizzle tables: every table and column Drizzle knows exists with the same nullability', async () => {
    const pool = await emptyDatabase();
    await migrate(pool);
    const live = new Map(
      (
        await pool.query<{ t: string; c: string; n: string }>(
          `select table_name t, column_name c, is_nullable n from information_schema.columns where table_schema = 'public'`,
        )
      ).rows.map((r) => [`${r.t}.${r.c}`, r.n === 'YES']),
    );
    const problems: string[] = [];
    let columns = 0;
    for (const value of Object.values(schema)) {
      if (!is(value, PgTable)) continue;
      const { name, columns: cols } = getTableConfig(value);
      for (const col of cols) {
        columns++;
        const key = `${name}.${col.name}`;
        if (!live.has(key)) problems.push(`${key}: in Drizzle, not in the database`);
        else if (live.get(key) !== !col.notNull)
          problems.push(`${key}: nullable ${live.get(key)} in the database, ${!col.notNull} in Drizzle`);
      }
    }
    expect(columns).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it('are mirrored by the Drizzle views: each published read model has exactly the columns Drizzle selects', async () => {
    const pool = await emptyDatabase();
    await migrate(pool);
    const live = new Map<string, string[]>();
    for (const r of (
      await pool.query<{ t: string; c: string }>(
        `select c.table_name t, c.column_name c from information_schema.columns c
         join information_schema.views v on v.table_name = c.table_name and v.table_schema = c.table_schema
         where c.table_schema = 'public' order by c.ordinal_position`,
      )
    ).rows)
      live.set(r.t, [...(live.get(r.t) ?? []), r.c]);
    const mirrored = new Map<string, string[]>();
    for (const value of Object.values(schema)) {
      if (!is(value, PgView)) continue;
      const { name, selectedFields } = getViewConfig(value);
      mirrored.set(
        name,
        Object.values(selectedFields)
          // A column keeps its name; a computed one (sql`…`.as('x')) its alias.
          .map((f) => (f as { name?: string }).name ?? (f as { fieldAlias: string }).fieldAlias)
          .sort(),
      );
    }
    expect([...mirrored.keys()].sort()).toEqual([...live.keys()].sort());
    for (const [name, cols] of mirrored) expect(cols, name).toEqual([...live.get(name)!].sort());
  });
});
