import { fetchPrivateFile } from '../../../lib/private-file.ts';

/**
 * A private document (ID, bill, /verify document) for the admin: fetched with the bearer token —
 * never a public URL — and handed back as an object URL for this page only.
 */
export const fetchDocument = (path: string) => fetchPrivateFile(path, 'The document could not be opened');
