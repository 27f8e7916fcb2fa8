/**
 * The other design of docs/decisions/087-search-engine.md, measured: an inverted index of every
 * public campaign's search vector held in the API process (what each instance would keep current
 * from the change feed), against the same questions bench/api.ts's (a) rows ask. Prints the time
 * and memory to build it from PostgreSQL and the time a question takes (match, rank, filter, page).
 *
 *   node --expose-gc bench/search-memory.ts   (BENCH_DATABASE_URL as bench/seed.ts; BENCH_QUERIES, default 20,000;
 *   BENCH_MEMORY_RANK=sort ranks each question's first 2,000 matches instead of walking a precomputed order)
 */
import pg from 'pg';
import { seedBenchDatabase } from './seed.ts';
import { CAMPAIGN_CATEGORY_NAMES } from '../packages/shared/src/constants.ts';

const WEIGHT: Record<string, number> = { A: 1, B: 0.4, C: 0.2, D: 0.1 };

const url = await seedBenchDatabase();
const client = new pg.Client({ connectionString: url });
await client.connect();
const used = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
const heap0 = used();
const t0 = performance.now();
const { rows } = await client.query<{ id: string; status: number; category: string; search: string }>(
  `select id, status, category, search::text as search from campaigns where status in (1, 2, 3) and suspended_at is null`,
);
const tRead = performance.now() - t0;
// lexeme → postings (document index) and the best weight of the lexeme in that document
const building = new Map<string, { docs: number[]; w: number[] }>();
const ids = new Float64Array(rows.length);
const live = new Uint8Array(rows.length);
const category = new Uint8Array(rows.length);
let postings = 0;
rows.forEach((r, d) => {
  ids[d] = Number(r.id);
  live[d] = r.status === 1 ? 0 : r.status === 3 ? 1 : 2;
  category[d] = CAMPAIGN_CATEGORY_NAMES.indexOf(r.category as (typeof CAMPAIGN_CATEGORY_NAMES)[number]);
  for (const m of r.search.matchAll(/'((?:[^']|'')+)'(?::([\dA-D,]+))?/g)) {
    const weights = (m[2] ?? '').split(',').map((p) => WEIGHT[p.replace(/\d+/, '') || 'D'] ?? 0.1);
    let e = building.get(m[1]!);
    if (!e) building.set(m[1]!, (e = { docs: [], w: [] }));
    e.docs.push(d);
    e.w.push(Math.max(0.1, ...weights));
    postings++;
  }
});
// each posting list kept in the search's order (live first, weight, newest): a one-word question
// is then a walk from the start, the precomputed ranking
const index = new Map<string, { docs: Int32Array; w: Float32Array }>();
for (const [k, e] of building) {
  const order = e.docs.map((_, i) => i);
  order.sort((a, b) => live[e.docs[a]!]! - live[e.docs[b]!]! || e.w[b]! - e.w[a]! || ids[e.docs[b]!]! - ids[e.docs[a]!]!);
  index.set(k, { docs: Int32Array.from(order, (i) => e.docs[i]!), w: Float32Array.from(order, (i) => e.w[i]!) });
}
building.clear();
rows.length = 0;
globalThis.gc?.();
const tBuild = performance.now() - t0;
const heapMB = (used() - heap0) / 1024 / 1024;

// the (a) rows' questions: a known word (stemmed as PostgreSQL does) × a category × a page
const words = (
  await client.query<{ lexeme: string }>(
    `select distinct plainto_tsquery('english', word)::text as lexeme from campaign_words where length(word) > 3`,
  )
).rows
  .map((r) => r.lexeme.replace(/'/g, ''))
  .filter((l) => index.has(l));
await client.end();

const QUERIES = Number(process.env.BENCH_QUERIES ?? 20_000);
const POOL = 2_000;
const score = new Float32Array(ids.length);
let found = 0;
const t1 = performance.now();
for (let q = 0; q < QUERIES; q++) {
  const lexeme = words[q % words.length]!;
  const cat = q % 10 === 0 ? -1 : q % 9;
  const page = 1 + (q % 20);
  const e = index.get(lexeme)!;
  if (process.env.BENCH_MEMORY_RANK === 'sort') {
    // rank the first POOL public matches, as the PostgreSQL pool does, then filter and page
    const n = Math.min(POOL, e.docs.length);
    const pool: number[] = [];
    for (let i = 0; i < n; i++) {
      score[e.docs[i]!] = e.w[i]!;
      pool.push(e.docs[i]!);
    }
    pool.sort((a, b) => live[a]! - live[b]! || score[b]! - score[a]! || ids[b]! - ids[a]!);
    const picked = pool.filter((d) => cat < 0 || category[d] === cat).slice(0, 500);
    found += picked.slice((page - 1) * 6, page * 6).length;
  } else {
    // the precomputed order: walk until the page is full, counting the filtered matches up to 500
    let seen = 0;
    const from = (page - 1) * 6;
    const pageDocs: number[] = [];
    for (let i = 0; i < e.docs.length && seen < 500; i++) {
      const d = e.docs[i]!;
      if (cat >= 0 && category[d] !== cat) continue;
      if (seen >= from && pageDocs.length < 6) pageDocs.push(d);
      seen++;
    }
    found += pageDocs.length;
  }
}
const perQuery = (performance.now() - t1) / QUERIES;
console.log({
  campaigns: ids.length,
  lexemes: index.size,
  postings,
  'read from PostgreSQL ms': Math.round(tRead),
  'read + build ms': Math.round(tBuild),
  'heap + array buffers MB': Number(heapMB.toFixed(1)),
  'bytes per posting': Math.round((heapMB * 1024 * 1024) / postings),
  questions: QUERIES,
  [`µs per question (${process.env.BENCH_MEMORY_RANK === 'sort' ? 'rank ≤ 2,000 matches' : 'precomputed order'}, filter, count ≤ 500, page)`]:
    Number((perQuery * 1000).toFixed(1)),
  'questions/s on one core': Math.round(1000 / perQuery),
  found,
});
