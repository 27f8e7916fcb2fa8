import { M as getToken, O as API_BASE } from '../entry-server.js';
// src/lib/private-file.ts
/**
 * A private file of the API (an identity document, a backers list): fetched with the bearer
 * token — never a public URL — and handed back as an object URL for this page only. An answer in
 * the envelope instead of the file is its error, thrown with its desc.
 */
async function fetchPrivateFile(path, failed) {
  const token = getToken();
  const res = await fetch(API_BASE + path, { headers: token ? { authorization: `Bearer ${token}` } : {} }).catch(() => null);
  if (!res) throw new Error(failed);
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    const desc = await res
      .json()
      .then((j) => j.status?.desc)
      .catch(() => void 0);
    throw new Error(desc ?? failed);
  }
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'document';
  return {
    url: URL.createObjectURL(blob),
    type,
    name,
  };
}
/** Saves a private file under its own name, as a download link would. */
async function downloadPrivateFile(path, failed) {
  const { url, name } = await fetchPrivateFile(path, failed);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1e4);
}
export { fetchPrivateFile as n, downloadPrivateFile as t };
