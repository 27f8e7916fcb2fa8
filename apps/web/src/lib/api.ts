import { Code, type Envelope } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import { locale, localiseNow } from './i18n/index.ts';
import { isOffline, noteAnswer, messages as offlineTexts } from './offline.ts';

/**
 * The typed API client. Every call resolves to the reply envelope, success or not: callers read
 * `status.code` (100 is success) and show `status.desc` otherwise (spec §4). A call that throws
 * (network down, a reply that is not JSON) resolves to code 199 with the spec's fallback message.
 */
export const API_BASE = '/api/v1';
export const TOKEN_KEY = 'token';

export const getToken = () => {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

/** A reply made here when none came: its desc in the page's language, as the API's would be. */
const failure = <T>(desc: string = Msg.errorTryAgain): Envelope<T> => ({
  status: { code: Code.UNEXPECTED, desc: localiseNow(desc) },
  entity: null as T,
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How a call reaches the API: the browser's fetch, or on the server's render the API itself (entry-server.tsx). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);
/** The server's render answers the pages' calls in process (app.inject), through the same public cache. */
export const setApiTransport = (t: ApiTransport) => {
  transport = t;
};

export async function api<T = unknown>(
  method: Method,
  path: string,
  body?: unknown,
  init: { signal?: AbortSignal; fresh?: boolean } = {},
): Promise<Envelope<T>> {
  // the API answers status.desc in the page's language (the account's when signed in)
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': locale.get() };
  // a read right after this visitor's own write: the API computes it rather than answer what it
  // kept, which may be a moment old (its public cache, docs/decisions/106)
  if (init.fresh) headers['cache-control'] = 'no-cache';
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await transport(API_BASE + path, {
      method,
      headers,
      // Public answers carry stale-while-revalidate for caches in front of the API; the app itself
      // always revalidates (an ETag makes an unchanged answer a bodiless 304), so a donor who just
      // gave sees the new total at once rather than the copy the browser kept.
      cache: 'no-cache',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: init.signal,
    });
    noteAnswer(res);
    const json = (await res.json()) as Envelope<T>;
    if (!json || typeof json !== 'object' || !json.status) return failure<T>();
    if (json.status.code === Code.UNAUTHENTICATED && token) window.dispatchEvent(new Event('ireti:unauthenticated'));
    return json;
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    // Without a connection (and no copy kept for this read), say so rather than "try again".
    return failure<T>(isOffline() ? offlineTexts.get().offline : undefined);
  }
}

/** GET with a query object; undefined and empty values are left out. */
export function apiGet<T>(path: string, query?: Record<string, string | number | undefined | null>, init?: { signal?: AbortSignal }) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return api<T>('GET', s ? `${path}?${s}` : path, undefined, init);
}

/** Throws the envelope's desc unless the code is 100: for TanStack Query, which wants throws. */
export async function unwrap<T>(p: Promise<Envelope<T>>): Promise<T> {
  const e = await p;
  if (e.status.code !== Code.OK) throw new ApiError(e.status.code, e.status.desc, e.entity);
  return e.entity;
}

export class ApiError extends Error {
  readonly code: number;
  readonly entity: unknown;
  constructor(code: number, desc: string, entity: unknown) {
    super(desc);
    this.code = code;
    this.entity = entity;
  }
}

/**
 * Multipart upload of one file in the field `file`, reporting progress as a percentage
 * (spec §3: upload progress). Resolves to the envelope like `api`.
 */
export function upload<T = unknown>(
  method: 'PUT' | 'POST',
  path: string,
  file: Blob,
  onProgress?: (percent: number) => void,
  fileName = 'upload',
): Promise<Envelope<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, API_BASE + path);
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', locale.get());
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      try {
        const json = JSON.parse(xhr.responseText) as Envelope<T>;
        resolve(json?.status ? json : failure<T>(Msg.errorImage));
      } catch {
        resolve(failure<T>(Msg.errorImage));
      }
    };
    xhr.onerror = () => resolve(failure<T>(Msg.errorImage));
    const form = new FormData();
    form.append('file', file, (file as File).name ?? fileName);
    xhr.send(form);
  });
}
