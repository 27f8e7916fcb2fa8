import { b as a } from './i18n-BuQGntTV.js';
// src/features/campaigns/components/rich-text.tsx
/**
 * A campaign description: HTML the server cleaned with its allow-list before storing it
 * (campaigns.sanitize.ts), so it is rendered as is; nothing unsanitised reaches this.
 */
var richTextClass =
  'text-slate-800 leading-relaxed break-words [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-sun-400 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_hr]:my-6 [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:my-1 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6';
function RichText({ html }) {
  return /* @__PURE__ */ a('div', {
    className: richTextClass,
    dangerouslySetInnerHTML: { __html: html },
  });
}
export { richTextClass as n, RichText as t };
