import { T as imageUrl, w as fallbackToPlaceholder } from '../entry-server.js';
import { b as a } from './i18n-BuQGntTV.js';
// src/components/ui/avatar.tsx
/**
 * A person's or organisation's picture, the one look the person, volunteer, organisation and
 * profile cards share: the 60 px variant up to 60 px, the 100 px one above (spec §8 sizes), the
 * placeholder when it is missing or fails. Size and shape come from `className`.
 */
function Avatar({ src, size, alt = '', lazy = false, className }) {
  return /* @__PURE__ */ a('img', {
    src: imageUrl(src, size <= 60 ? 'avatar' : 'profile'),
    onError: fallbackToPlaceholder,
    alt,
    width: size,
    height: size,
    loading: lazy ? 'lazy' : void 0,
    className: `shrink-0 object-cover ${className}`,
  });
}
export { Avatar as t };
