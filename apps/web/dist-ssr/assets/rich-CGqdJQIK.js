import { I as $, b as a } from './i18n-BuQGntTV.js';
// src/lib/i18n/rich.tsx
/**
 * A translated sentence with elements inside it: the translation keeps `{name}` where the element
 * goes, so each language puts the link or the bold word where its grammar wants it.
 * `<Rich text={t.agree} parts={{ terms: <Link to="/terms_of_use">{t.terms}</Link> }} />`
 */
function Rich({ text, parts }) {
  const pieces = text.split(/\{(\w+)\}/g);
  return /* @__PURE__ */ a($, {
    children: pieces.map((piece, i) =>
      /* @__PURE__ */ a($, { children: i % 2 ? (piece in parts ? parts[piece] : `{${piece}}`) : piece }, i),
    ),
  });
}
export { Rich as t };
