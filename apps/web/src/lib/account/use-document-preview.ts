import { useObjectUrl } from '../object-url.ts';
import { useDocument } from './get-document.ts';

/** What a saved private document looks like in its upload field: the picture, or "PDF". */
export function useDocumentPreview(path: string | null) {
  const doc = useDocument(path);
  const url = useObjectUrl(doc.data?.type.startsWith('image/') ? doc.data : null);
  if (!doc.data) return null;
  return { url, pdf: doc.data.type === 'application/pdf' };
}
