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
/** A fragment that is a FROM clause by itself, as lists pass one to count its rows: sql`person_roles u where …`. */
const FROM_FRAGMENT = /^\s*"?([a-z_][a-z0-9_]*)"?\s+(?:as\s+)?[a-z_][a-z0-9_]*\s+where\b/i;

/** The relations a template's SQL names (lower-case), a fragment's leading one included. */
function relationsOf(text: string): string[] {
  const names = [...text.matchAll(RELATION)].map((m) => m[2]!.toLowerCase());
  const head = FROM_FRAGMENT.exec(text);
  return head ? [head[1]!.toLowerCase(), ...names] : names;
}
const WRITE = /\b(update|into|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const LOCK = /\bfor\s+(no\s+key\s+update|update|share|key\s+share)\b(?!\s+of\b)/i;

interface Owned {
  tables: Map<string, string>;
  views: Map<string, string>;
  /** Read models a module published once and dropped (a migration made them; no schema has them): name → that module. */
  retired: Map<string, string>;
}

/**
 * The read models each module publishes (docs/architecture.md "Who owns what"). A view added or
 * dropped is a change of what others may read: it is written here too. Accounts publishes a
 * person's card, contacts and roles and the verified organisations, no longer a mirror of users
 * (decision 110).
 */
const PUBLISHED: Record<string, string[]> = {
  accounts: ['person_cards', 'person_contacts', 'person_roles', 'verified_organizations'],
  campaigns: ['campaign_facts', 'campaign_rewards'],
  payments: ['campaign_money', 'donation_comments', 'gifts_in_flight', 'paid_donations', 'reward_units_taken'],
  reference: ['lga_names', 'state_names'],
  rights: ['mail_consents'],
  trust: ['campaign_volunteers'],
};

/** Every view a module's migrations ever created, with that module (db/migrations are the platform's). */
function viewsEverCreated(): Map<string, string> {
  const made = new Map<string, string>();
  for (const m of moduleNames) {
    const dir = path.join(MODULES, m, 'migrations');
    if (!fs.existsSync(dir)) continue;
    for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.sql')))
      for (const [, name] of fs
        .readFileSync(path.join(dir, f), 'utf8')
        .matchAll(/\bcreate\s+(?:or\s+replace\s+)?view\s+"?([a-z_][a-z0-9_]*)/gi))
        made.set(name!.toLowerCase(), m);
  }
  return made;
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
  const retired = new Map([...viewsEverCreated()].filter(([name]) => !views.has(name)));
  return { tables, views, retired };
}

/**
 * Every reference a module's SQL makes to another module's table, or to a read model that was
 * dropped (it would fail when run, or read a table that later took its name), or a write or lock
 * of another's view.
 */
export function violations(module: string, src: string, owned: Owned): string[] {
  const found: string[] = [];
  for (const text of templateTexts(src)) {
    const foreign = new Set<string>();
    for (const n of relationsOf(text)) {
      const tableOwner = owned.tables.get(n);
      const viewOwner = owned.views.get(n);
      if (tableOwner && tableOwner !== module) found.push(`reads or writes ${tableOwner}'s table ${n}`);
      if (viewOwner && viewOwner !== module) foreign.add(n);
      if (PLATFORM.has(n)) found.push(`touches the platform's table ${n} (use jobs/queue.ts or lib/audit.ts)`);
      if (owned.retired.has(n)) found.push(`reads ${owned.retired.get(n)}'s dropped read model ${n} (read what it publishes now)`);
    }
    for (const [, verb, name] of text.matchAll(WRITE)) {
      const n = name!.toLowerCase();
      if (foreign.has(n)) found.push(`${verb!.toLowerCase()} on ${owned.views.get(n)}'s read model ${n}`);
    }
    if (foreign.size && LOCK.test(text)) found.push(`locks rows of ${[...foreign].join(', ')} (use the owner's lock function)`);
  }
  return [...new Set(found)];
}

/**
 * The modules' SQL reads as a graph: module → the modules whose read models it names (with the
 * views that make each edge). A view that is itself defined over another module's view adds its
 * owner's edge (the database's own dependencies, read live).
 */
type ReadGraph = Map<string, Map<string, Set<string>>>;

export function addReads(graph: ReadGraph, module: string, src: string, owned: Owned) {
  for (const text of templateTexts(src)) {
    for (const n of relationsOf(text)) addEdge(graph, module, owned.views.get(n), n);
  }
}

function addEdge(graph: ReadGraph, from: string, to: string | undefined, view: string) {
  if (!to || to === from) return;
  const out = graph.get(from) ?? graph.set(from, new Map()).get(from)!;
  (out.get(to) ?? out.set(to, new Set()).get(to)!).add(view);
}

/**
 * The cycles of the graph: each strongly connected component of more than one module (Tarjan),
 * written as its edges, e.g. "campaigns → trust (campaign_volunteers)".
 */
export function sqlCycles(graph: ReadGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  let next = 0;
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((m) => [...m.keys()])]);
  function visit(v: string) {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) {
        const members = new Set(scc);
        out.push(
          [...members]
            .sort()
            .flatMap((a) =>
              [...(graph.get(a) ?? [])]
                .filter(([b]) => members.has(b))
                .map(([b, views]) => `${a} → ${b} (${[...views].sort().join(', ')})`),
            )
            .sort(),
        );
      }
    }
  }
  for (const v of [...nodes].sort()) if (!index.has(v)) visit(v);
  return out;
}

/**
 * No SQL cycle remains (issue 24; docs/decisions/103-read-models.md, 109): the test fails on any.
 * Trust no longer reads campaigns' money, campaigns and payments no longer read trust (who vets a
 * campaign is campaigns' own campaign_vetters, told by trust: 0190), and campaigns reads no money
 * (campaign_facts carries none since 0220; the public lists and the page, which show a campaign with
 * its money, are explore's, above both).
 */
const KNOWN_CYCLES: string[][] = [];

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

  it('each module publishes the read models written here; a dropped one is known as dropped', () => {
    const byModule: Record<string, string[]> = {};
    for (const [view, m] of owned.views) (byModule[m] ??= []).push(view);
    for (const views of Object.values(byModule)) views.sort();
    expect(byModule).toEqual(PUBLISHED);
    // `people`, the mirror of users, went in 0202 (decision 110): naming it anywhere fails the check above.
    expect([...owned.retired]).toEqual([['people', 'accounts']]);
  });

  it("a module's public entry exports read models, never its tables", async () => {
    for (const m of moduleNames) {
      const entry = path.join(MODULES, m, 'index.ts');
      expect(fs.existsSync(entry), `${m} has an index.ts`).toBe(true);
      const exported = Object.entries(await import(entry));
      expect(exported.filter(([, v]) => is(v, PgTable)).map(([k]) => `${m}/index.ts exports the table ${k}`)).toEqual([]);
    }
  });

  it('no SQL cycle between modules: the read models they name, and the views those are built on, form no loop', async () => {
    const graph: ReadGraph = new Map();
    for (const m of moduleNames) {
      for (const file of sourceFiles(path.join(MODULES, m))) if (!exempt(file)) addReads(graph, m, fs.readFileSync(file, 'utf8'), owned);
    }
    // A published view built over another module's view (campaign_facts over campaign_money): its owner reads that module.
    const built = await t.database.db.execute<{ view: string; uses: string }>(sql`
      select distinct v.relname as view, u.relname as uses
      from pg_depend d join pg_rewrite r on r.oid = d.objid join pg_class v on v.oid = r.ev_class join pg_class u on u.oid = d.refobjid
      where v.relkind = 'v' and u.oid <> v.oid and v.relnamespace = 'public'::regnamespace`);
    for (const { view, uses } of built.rows) addEdge(graph, owned.views.get(view)!, owned.views.get(uses) ?? owned.tables.get(uses), uses);
    expect(sqlCycles(graph)).toEqual(KNOWN_CYCLES);
  });

  it('the cycle check sees a planted loop (trust naming campaign_facts while campaigns names campaign_volunteers)', () => {
    const graph: ReadGraph = new Map();
    addReads(graph, 'campaigns', 'const q = sql`select 1 from campaign_volunteers v where v.campaign_id = ${id}`;', owned);
    addReads(graph, 'trust', 'const q = sql`select c.title from campaign_facts c join person_cards p on p.id = c.owner_id`;', owned);
    addReads(graph, 'payments', 'const q = sql`select 1 from campaign_facts`;', owned);
    expect(sqlCycles(graph)).toEqual([['campaigns → trust (campaign_volunteers)', 'trust → campaigns (campaign_facts)']]);
    // Three modules round: accounts → payments → campaigns → accounts.
    addReads(graph, 'accounts', 'const q = sql`select 1 from paid_donations`;', owned);
    addReads(graph, 'campaigns', 'const q = sql`select 1 from person_contacts`;', owned);
    expect(sqlCycles(graph)).toEqual([
      [
        'accounts → payments (paid_donations)',
        'campaigns → accounts (person_contacts)',
        'campaigns → trust (campaign_volunteers)',
        'payments → campaigns (campaign_facts)',
        'trust → accounts (person_cards)',
        'trust → campaigns (campaign_facts)',
      ],
    ]);
  });

  it('the check sees what it must (a planted cross-module query fails it)', () => {
    const planted = [
      'const a = sql`select u.email from donations d join users u on u.id = d.user_id`;',
      'await tx.execute(sql`update campaign_facts set title = ${t} where id = ${id}`);',
      'await tx.execute(sql`select * from person_contacts where id = ${id} for update`);',
      '// select * from users — a comment is not SQL',
      "const s = 'from users';",
      'const ok = sql`select p.email from person_contacts p where p.id = ${sql`${id}`}`;',
    ].join('\n');
    expect(violations('payments', planted, owned)).toEqual([
      "reads or writes accounts's table users",
      "update on campaigns's read model campaign_facts",
      "locks rows of person_contacts (use the owner's lock function)",
    ]);
  });

  it("the check sees a read of accounts' users table or of its dropped people view, from any module (planted)", () => {
    expect(
      violations('trust', 'const q = sql`select u.first_name from campaign_facts c join users u on u.id = c.owner_id`;', owned),
    ).toEqual(["reads or writes accounts's table users"]);
    const dropped = "reads accounts's dropped read model people (read what it publishes now)";
    expect(violations('payments', 'const q = sql`select email from people where id = ${id}`;', owned)).toEqual([dropped]);
    // a FROM clause passed on by itself, as the lists count their rows
    expect(violations('trust', 'const n = await countRows(db, sql`people u where ${where}`);', owned)).toEqual([dropped]);
    // its own module cannot read it either: it is gone
    expect(violations('accounts', 'const q = sql`select 1 from people p join person_cards c on c.id = p.id`;', owned)).toEqual([dropped]);
    // the read models that replaced it are fine to read
    expect(violations('trust', 'const n = await countRows(db, sql`person_roles u where ${where}`);', owned)).toEqual([]);
  });
});
