import { useQuery } from '@tanstack/react-query';
import { API_BASE, getToken } from '../api.ts';

/**
 * The private identity document as a Blob (it needs the bearer token, so an <img src> cannot
 * fetch it): GET /account/verification/file/{userId}.
 */
export async function getDocument(path: string, signal?: AbortSignal): Promise<Blob> {
  const res = await fetch(path.startsWith(API_BASE) ? path : API_BASE + path, {
    headers: { authorization: `Bearer ${getToken() ?? ''}` },
    signal,
  });
  if (!res.ok) throw new Error('The document could not be loaded');
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
