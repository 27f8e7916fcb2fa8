/**
 * Timestamps from raw SQL: drizzle's node-postgres driver leaves them as PostgreSQL's text form
 * ("2026-11-21 09:48:28.320177+00"), whereas its query builder gives Dates. Both become ISO.
 */
const PG_TEXT = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d(?:\.\d+)?)([+-]\d\d)(?::?(\d\d))?$/;

export function isoOf(v: Date | string | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  const m = PG_TEXT.exec(v);
  return new Date(m ? `${m[1]}T${m[2]}${m[3]}:${m[4] ?? '00'}` : v).toISOString();
}

/** The same, for a column that is never null. */
export const isoAt = (v: Date | string) => isoOf(v)!;
