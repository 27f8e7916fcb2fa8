import { fetchPrivateFile } from '../../../lib/private-file.ts';

/**
 * A private document (ID, bill, /verify document) for the admin: fetched with the bearer token —
 * never a public URL — and handed back as an object URL for this page only. `failed` is the message
 * when it cannot be fetched, in the page's language (the caller's "The document could not be opened").
 */
export const fetchDocument = (path: string, failed: string) => fetchPrivateFile(path, failed);
