import { z } from 'zod';

/** Page and per_page from a query string, with a ceiling so nobody asks for a million rows. */
export const pageQuery = (firstPage: 0 | 1, defaultPerPage: number, maxPerPage = 50) =>
  z.object({
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(firstPage, `page starts at ${firstPage}`)
      .max(100_000, 'page is too large')
      .default(firstPage),
    per_page: z.coerce
      .number({ error: 'per_page must be a number' })
      .int('per_page must be a whole number')
      .min(1, 'per_page must be at least 1')
      .max(maxPerPage, `per_page is at most ${maxPerPage}`)
      .default(defaultPerPage),
  });

export interface Paged<T> {
  transactions: T[];
  total_pages: number;
  total_records: number;
  current_page: number;
}

export const totalPages = (records: number, perPage: number) => Math.ceil(records / perPage);
