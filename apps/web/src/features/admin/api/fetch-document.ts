import { API_BASE, getToken } from '../../../lib/api.ts';

/**
 * A private document (ID, bill, /verify document) for the admin: fetched with the bearer token —
 * never a public URL — and handed back as an object URL for this page only.
 */
export async function fetchDocument(path: string): Promise<{ url: string; type: string; name: string }> {
  const token = getToken();
  const res = await fetch(API_BASE + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    const desc = await res
      .json()
      .then((j: { status?: { desc?: string } }) => j.status?.desc)
      .catch(() => undefined);
    throw new Error(desc ?? 'The document could not be opened');
  }
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'document';
  return { url: URL.createObjectURL(blob), type, name };
}
