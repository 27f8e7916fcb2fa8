import { useQuery } from '@tanstack/react-query';
import { API_BASE, getToken } from '../api.ts';
import { i18n } from '../i18n/index.ts';
import { keepCurrent } from '../texts-now.ts';

/** Thrown outside a render: kept in the page's language. */
export const messages = keepCurrent(
  i18n('shell/get-document', {
    failed: 'The document could not be loaded',
  }),
);

/**
 * The private identity document as a Blob (it needs the bearer token, so an <img src> cannot
 * fetch it): GET /account/verification/file/{userId}.
 */
export async function getDocument(path: string, signal?: AbortSignal): Promise<Blob> {
  const res = await fetch(path.startsWith(API_BASE) ? path : API_BASE + path, {
    headers: { authorization: `Bearer ${getToken() ?? ''}` },
    signal,
  });
  if (!res.ok) throw new Error(messages.get().failed);
  return res.blob();
}

export function useDocument(path: string | null) {
  return useQuery({
    queryKey: ['accounts', 'document', path],
    queryFn: ({ signal }) => getDocument(path!, signal),
    enabled: !!path,
    staleTime: Infinity,
    retry: false,
  });
}
