import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, getViewConfig, PgTable, PgView } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.ts';

/**
 * Each module owns its tables and is reached by other modules only through what it exports
 * (docs/architecture.md "Who owns what"): its functions for writes and locks, its published
 * read-model views for reads. This test reads every module's SQL and fails when one names another
 * module's table, or writes or locks another module's view. Imports are held to the modules'
 * index.ts by ESLint (boundaries.test.ts proves that rule fires).
 */
const MODULES = path.dirname(fileURLToPath(import.meta.url));
const moduleNames = fs.readdirSync(MODULES, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? [d.name] : []));

/** Tables and views of the platform: the job queue, the audit log and the migrations' own ledger. */
const PLATFORM = new Set(['job_carryover', 'pgboss', 'audit_log', 'schema_migrations']);

/** Files that only tests or the demo seed run: they build rows across modules on purpose. */
const exempt = (file: string) =>
  /\.(test|demo|fixtures|factories|fake)\.ts$/.test(file) || file.endsWith('/payments/testing.ts') || file.includes('/demo/');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'migrations' ? [] : sourceFiles(p);
    return d.name.endsWith('.ts') ? [p] : [];
  });
}

/**
 * The static text of every template literal in a TypeScript source (nested ones too), each
 * `${…}` replaced by a space: that is where the SQL is. Strings and comments are skipped.
 */
export function templateTexts(src: string): string[] {
  const out: string[] = [];
  let i = 0;
  function template(): void {
    // src[i] is just past the opening backtick
    let text = '';
    while (i < src.length) {
      const c = src[i]!;
      if (c === '\\') {
        text += src.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        i++;
        out.push(text);
        return;
      } else if (c === '$' && src[i + 1] === '{') {
        i += 2;
        code('}');
        text += ' ';
      } else {
        text += c;
        i++;
      }
    }
    out.push(text);
  }
  function code(until: string | null): void {
    let depth = 0;
    while (i < src.length) {
      const c = src[i]!;
      if (c === '/' && src[i + 1] === '/') i = src.indexOf('\n', i) < 0 ? src.length : src.indexOf('\n', i);
      else if (c === '/' && src[i + 1] === '*') i = src.indexOf('*/', i + 2) < 0 ? src.length : src.indexOf('*/', i + 2) + 2;
      else if (c === "'" || c === '"') {
        i++;
        while (i < src.length && src[i] !== c) i += src[i] === '\\' ? 2 : 1;
        i++;
      } else if (c === '`') {
        i++;
        template();
      } else if (c === '{') {
        depth++;
        i++;
      } else if (c === '}') {
        i++;
        if (depth === 0 && until === '}') return;
        depth--;
      } else i++;
    }
  }
  code(null);
  return out;
}

const RELATION = /\b(from|join|update|into|using|table)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const WRITE = /\b(update|into|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const LOCK = /\bfor\s+(no\s+key\s+update|update|share|key\s+share)\b(?!\s+of\b)/i;

interface Owned {
  tables: Map<string, string>;
  views: Map<string, string>;
}

async function ownership(): Promise<Owned> {
  const tables = new Map<string, string>();
  const views = new Map<string, string>();
  for (const m of moduleNames) {
    const file = path.join(MODULES, m, `${m}.schema.ts`);
    if (!fs.existsSync(file)) continue;
    for (const value of Object.values(await import(file))) {
      if (is(value, PgTable)) tables.set(getTableConfig(value).name, m);
      else if (is(value, PgView)) views.set(getViewConfig(value).name, m);
    }
  }
  return { tables, views };
}

/** Every reference a module's SQL makes to another module's table, or a write or lock of another's view. */
export function violations(module: string, src: string, owned: Owned): string[] {
  const found: string[] = [];
  for (const text of templateTexts(src)) {
    const foreign = new Set<string>();
    for (const [, , name] of text.matchAll(RELATION)) {
      const n = name!.toLowerCase();
      const tableOwner = owned.tables.get(n);
      const viewOwner = owned.views.get(n);
      if (tableOwner && tableOwner !== module) found.push(`reads or writes ${tableOwner}'s table ${n}`);
      if (viewOwner && viewOwner !== module) foreign.add(n);
      if (PLATFORM.has(n)) found.push(`touches the platform's table ${n} (use jobs/queue.ts or lib/audit.ts)`);
    }
    for (const [, verb, name] of text.matchAll(WRITE)) {
      const n = name!.toLowerCase();
      if (foreign.has(n)) found.push(`${verb!.toLowerCase()} on ${owned.views.get(n)}'s read model ${n}`);
    }
    if (foreign.size && LOCK.test(text)) found.push(`locks rows of ${[...foreign].join(', ')} (use the owner's lock function)`);
  }
  return [...new Set(found)];
}

let t: TestApp;
let owned: Owned;
beforeAll(async () => {
  t = await buildTestApp();
  owned = await ownership();
});
afterAll(() => t.close());

describe('module ownership of the data', () => {
  it("no module's SQL names another module's table, or writes or locks another module's read model", async () => {
    const problems: string[] = [];
    let files = 0;
    for (const m of moduleNames) {
      for (const file of sourceFiles(path.join(MODULES, m))) {
        if (exempt(file)) continue;
        files++;
        for (const v of violations(m, fs.readFileSync(file, 'utf8'), owned)) problems.push(`${path.relative(MODULES, file)}: ${v}`);
      }
    }
    expect(files).toBeGreaterThan(80);
    expect(problems).toEqual([]);
  });

  it('every table and view in the database has exactly one owner, and the views are what the modules publish', async () => {
    const live = await t.database.db.execute<{ name: string; kind: string }>(sql`
      select table_name as name, table_type as kind from information_schema.tables where table_schema = 'public'`);
    const unowned = live.rows
      .filter((r) => (r.kind === 'VIEW' ? !owned.views.has(r.name) : !owned.tables.has(r.name) && !PLATFORM.has(r.name)))
      .map((r) => r.name);
    expect(unowned).toEqual([]);
    for (const name of owned.tables.keys()) expect(PLATFORM.has(name), name).toBe(false);
    expect([...owned.views.keys()].sort()).toEqual(
      live.rows
        .filter((r) => r.kind === 'VIEW')
        .map((r) => r.name)
        .sort(),
    );
  });

  it("a module's public entry exports read models, never its tables", async () => {
    for (const m of moduleNames) {
      const entry = path.join(MODULES, m, 'index.ts');
      expect(fs.existsSync(entry), `${m} has an index.ts`).toBe(true);
      const exported = Object.entries(await import(entry));
      expect(exported.filter(([, v]) => is(v, PgTable)).map(([k]) => `${m}/index.ts exports the table ${k}`)).toEqual([]);
    }
  });

  it('the check sees what it must (a planted cross-module query fails it)', () => {
    const planted = [
      'const a = sql`select u.email from donations d join users u on u.id = d.user_id`;',
      'await tx.execute(sql`update campaign_facts set title = ${t} where id = ${id}`);',
      'await tx.execute(sql`select * from people where id = ${id} for update`);',
      '// select * from users — a comment is not SQL',
      "const s = 'from users';",
      'const ok = sql`select p.email from people p where p.id = ${sql`${id}`}`;',
    ].join('\n');
    expect(violations('payments', planted, owned)).toEqual([
      "reads or writes accounts's table users",
      "update on campaigns's read model campaign_facts",
      "locks rows of people (use the owner's lock function)",
    ]);
  });
});
