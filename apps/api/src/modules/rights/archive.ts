import { strToU8, zipSync, type Zippable } from 'fflate';

/** One table as CSV (RFC 4180): a header of the union of the rows' keys, every value quoted when needed. */
export function toCsv(rows: Record<string, unknown>[]): string {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (v: unknown) => {
    if (v === null || v === undefined) return '';
    const s = v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v);
    return /[",\r\n]/.test(s) || /^[=+@\t]/.test(s) ? `"${(/^[=+@\t]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"` : s;
  };
  return [keys.join(','), ...rows.map((r) => keys.map((k) => cell(r[k])).join(','))].join('\r\n') + '\r\n';
}

/**
 * The archive: data.json (every table), one CSV per table, the files under files/, and a README.
 * fflate's zipSync (docs/decisions/085-data-rights.md).
 */
export function buildArchive(
  tables: Record<string, Record<string, unknown>[]>,
  files: { name: string; bytes: Uint8Array }[],
  readme: string,
) {
  const z: Zippable = {
    'README.txt': strToU8(readme),
    'data.json': strToU8(JSON.stringify(tables, null, 2)),
  };
  for (const [name, rows] of Object.entries(tables)) z[`csv/${name}.csv`] = strToU8(toCsv(rows));
  for (const f of files) z[`files/${f.name}`] = [f.bytes, { level: 0 }];
  return Buffer.from(zipSync(z, { level: 6 }));
}
