import { c as params, n as i18n } from './i18n-BuQGntTV.js';
import { I as keepCurrent } from '../entry-server.js';
var IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
var DOC_TYPES = [...IMAGE_TYPES, 'application/pdf'];
var NAMES = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
};
/** The `accept` of a file input for a picture. */
var IMAGE_ACCEPT = IMAGE_TYPES.join(',');
/** Read when a file is chosen (outside a render): kept in the page's language. */
var messages = keepCurrent(
  i18n('shell/upload-rules', {
    tooLarge: 'This file is larger than 10 MB. Choose a smaller one.',
    docType: 'Choose a picture (PNG, JPEG, WebP) or a PDF',
    pictureTypes: params('Choose a {types} picture'),
    listed: params('{list} or {last}'),
  }),
);
var listed = (names) =>
  names.length < 2
    ? names.join('')
    : messages.get().listed({
        list: names.slice(0, -1).join(', '),
        last: names.at(-1),
      });
/** The types a chosen file may have: the pictures in `accept`, and PDF too for a document. */
var typesFor = (kind, accept = IMAGE_TYPES) => (kind === 'document' ? DOC_TYPES : accept);
/** Why a chosen file cannot be uploaded (over 10 MB, not one of the types asked for), or null. */
function fileProblem(file, kind = 'image', accept = IMAGE_TYPES) {
  const t = messages.get();
  if (file.size > 10485760) return t.tooLarge;
  if (!typesFor(kind, accept).includes(file.type))
    return kind === 'document' ? t.docType : t.pictureTypes({ types: listed(accept.map((type) => NAMES[type] ?? type)) });
  return null;
}
export { typesFor as i, IMAGE_TYPES as n, fileProblem as r, IMAGE_ACCEPT as t };
