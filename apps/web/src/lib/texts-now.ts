import type { ReadableAtom } from 'nanostores';

/**
 * Texts read outside a component's render (a plain function called from an event handler or a
 * request's failure): a store of texts follows the language only while something listens to it,
 * so this keeps one listening for the page's life and its `.get()` is always the current language.
 */
export function keepCurrent<S extends ReadableAtom<unknown>>(messages: S): S {
  messages.listen(() => {});
  return messages;
}
