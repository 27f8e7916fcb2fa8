import { API_BASE, getToken } from './api.ts';

/**
 * A private file of the API (an identity document, a backers list): fetched with the bearer
 * token — never a public URL — and handed back as an object URL for this page only. An answer in
 * the envelope instead of the file is its error, thrown with its desc.
 */
export async function fetchPrivateFile(path: string, failed: string): Promise<{ url: string; type: string; name: string }> {
  const token = getToken();
  const res = await fetch(API_BASE + path, { headers: token ? { authorization: `Bearer ${token}` } : {} }).catch(() => null);
  if (!res) throw new Error(failed);
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    const desc = await res
      .json()
      .then((j: { status?: { desc?: string } }) => j.status?.desc)
      .catch(() => undefined);
    throw new Error(desc ?? failed);
  }
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'document';
  return { url: URL.createObjectURL(blob), type, name };
}

/** Saves a private file under its own name, as a download link would. */
export async function downloadPrivateFile(path: string, failed: string) {
  const { url, name } = await fetchPrivateFile(path, failed);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
