/** Pieces the benchmarks share (not a benchmark itself). */
import pg from 'pg';

/** Waits until `url` answers 2xx (a server starting), polling every `everyMs`, for at most a minute or two. */
export async function waitFor(url: string, everyMs = 250) {
  for (let i = 0; i < Math.ceil(60_000 / everyMs) * 2; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`${url} never answered`);
}

/** Runs one statement on its own connection to `url`. */
export async function sqlOnce(url: string, statement: string): Promise<pg.QueryResult> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(statement);
  } finally {
    await c.end();
  }
}

/** The number in column `n` of a one-row query. */
export const sqlNumber = async (url: string, query: string) => Number((await sqlOnce(url, query)).rows[0]!.n);
