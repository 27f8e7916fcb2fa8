/** A profile link from what the organisation typed: a full URL, or a handle ("@hope", "hope"). */
const bases = { facebook: 'https://www.facebook.com/', twitter: 'https://x.com/', instagram: 'https://www.instagram.com/' } as const;

export function socialUrl(kind: keyof typeof bases, value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v)) return v;
  if (/^(www\.)?(facebook|fb|twitter|x|instagram)\.com\//i.test(v)) return `https://${v}`;
  const handle = v.replace(/^@/, '');
  return /^[A-Za-z0-9._-]{1,100}$/.test(handle) ? bases[kind] + handle : null;
}
