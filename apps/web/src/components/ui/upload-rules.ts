import { i18n, params } from '../../lib/i18n/index.ts';
import { keepCurrent } from '../../lib/texts-now.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const DOC_TYPES = [...IMAGE_TYPES, 'application/pdf'];
const NAMES: Record<string, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP' };
/** The `accept` of a file input for a picture. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
/** The checks' texts in English (the tests' reference). */
export const UploadText = {
  tooLarge: 'This file is larger than 10 MB. Choose a smaller one.',
  docType: 'Choose a picture (PNG, JPEG, WebP) or a PDF',
} as const;

/** Read when a file is chosen (outside a render): kept in the page's language. */
export const messages = keepCurrent(
  i18n('shell/upload-rules', {
    tooLarge: 'This file is larger than 10 MB. Choose a smaller one.',
    docType: 'Choose a picture (PNG, JPEG, WebP) or a PDF',
    pictureTypes: params('Choose a {types} picture'),
    listed: params('{list} or {last}'),
  }),
);

const listed = (names: string[]) =>
  names.length < 2 ? names.join('') : messages.get().listed({ list: names.slice(0, -1).join(', '), last: names.at(-1)! });

/** The types a chosen file may have: the pictures in `accept`, and PDF too for a document. */
export const typesFor = (kind: 'image' | 'document', accept: string[] = IMAGE_TYPES) => (kind === 'document' ? DOC_TYPES : accept);

/** Why a chosen file cannot be uploaded (over 10 MB, not one of the types asked for), or null. */
export function fileProblem(file: File, kind: 'image' | 'document' = 'image', accept: string[] = IMAGE_TYPES): string | null {
  const t = messages.get();
  if (file.size > MAX_UPLOAD_BYTES) return t.tooLarge;
  if (!typesFor(kind, accept).includes(file.type))
    return kind === 'document' ? t.docType : t.pictureTypes({ types: listed(accept.map((type) => NAMES[type] ?? type)) });
  return null;
}
