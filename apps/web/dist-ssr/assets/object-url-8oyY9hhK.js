import { N as d, O as A } from './i18n-BuQGntTV.js';
// src/lib/object-url.ts
/** An object URL for a chosen file or a fetched blob (a preview), revoked when it changes or on unmount. */
function useObjectUrl(blob) {
  const [url, setUrl] = d(null);
  A(() => {
    if (!blob) return setUrl(null);
    const u = URL.createObjectURL(blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob]);
  return url;
}
export { useObjectUrl as t };
