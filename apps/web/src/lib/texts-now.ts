import type { ReadableAtom } from 'nanostores';

/**
 * Texts read outside a component's render (a plain function called from an event handler or a
 * request's failure): a store of texts follows the language only while something listens to it,
 * so from its first read on one listens for the page's life, and `.get()` is the current language
 * (its area's catalogue is fetched on that first read, not with every page that imports the code).
 */
export function keepCurrent<S extends ReadableAtom<unknown>>(messages: S): S {
  const read = messages.get.bind(messages);
  let listening = false;
  messages.get = () => {
    if (!listening) {
      listening = true;
      messages.listen(() => {});
    }
    return read();
  };
  return messages;
}
