import { useEffect, useState } from 'react';

/**
 * The browser hydrating the page the server drew (main.tsx, decision 107): its first render must
 * be the server's, element for element. What only the browser knows (offline, a time kept on the
 * device) is drawn in the render after it, or a mismatched element lands in the wrong place.
 */
let hydrating = false;

export function hydrateWith<T>(run: () => T): T {
  hydrating = true;
  try {
    return run();
  } finally {
    hydrating = false;
  }
}

/** False in the hydrating render, true from the next one (at once in any render that is not a hydration). */
export function useHydrated(): boolean {
  const [done, setDone] = useState(() => !hydrating);
  useEffect(() => {
    if (!done) setDone(true);
  }, [done]);
  return done;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isField = (x: unknown): x is Field =>
  x instanceof HTMLInputElement || x instanceof HTMLSelectElement || x instanceof HTMLTextAreaElement;
const picks = (el: Field) => el instanceof HTMLSelectElement || el.type === 'checkbox' || el.type === 'radio';
/**
 * The person changed the field from what the server drew: the drawn value is in the HTML's own
 * attributes (`selected`, `checked`, `value`), which only the app, not the person, changes.
 */
function changedFromDrawn(el: Field) {
  if (el instanceof HTMLSelectElement) {
    const options = Array.from(el.options);
    if (el.multiple) return options.some((o) => o.selected !== o.hasAttribute('selected'));
    // a list drawn with no option marked shows its first
    const drawn = Math.max(
      0,
      options.findIndex((o) => o.hasAttribute('selected')),
    );
    return options.some((o, i) => o.selected !== (i === drawn));
  }
  if (el instanceof HTMLTextAreaElement) return el.value !== el.defaultValue;
  if (el.type === 'checkbox' || el.type === 'radio') return el.checked !== el.hasAttribute('checked');
  return el.type !== 'file' && el.type !== 'hidden' && el.value !== (el.getAttribute('value') ?? '');
}

/**
 * Taps on the drawn page before it is live are kept and made again once it is (decision 107): a
 * button (or a tab, a switch, a form's submit) pressed between the HTML's paint and the hydration
 * would otherwise do nothing. Links are left to the browser, which follows them as any link.
 * What the person chose or typed meanwhile (a language picked in the footer, a word in a field),
 * even before this code ran, is given to the app as their change once it is live: hydrating keeps
 * the element but not the choice, which the app's state would otherwise overrule.
 * Returns the replay, to call after hydrateRoot.
 */
export function holdEarlyTaps(root: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  const entered = new Map<Field, { value: string; checked: boolean }>();
  const enter = (el: Field) => entered.set(el, { value: el.value, checked: el instanceof HTMLInputElement && el.checked });
  const hold = (e: MouseEvent) => {
    const target =
      e.target instanceof Element ? e.target.closest<HTMLElement>('button, [role="button"], [role="tab"], [role="switch"], summary') : null;
    if (!target || !root.contains(target) || target.closest('a[href]')) return;
    e.preventDefault();
    e.stopPropagation();
    // one press of each: a double tap made while waiting is one tap
    if (!held.includes(target)) held.push(target);
  };
  const keep = (e: Event) => {
    if (isField(e.target) && root.contains(e.target)) enter(e.target);
  };
  for (const el of root.querySelectorAll<Field>('input, select, textarea')) if (changedFromDrawn(el)) enter(el);
  root.addEventListener('click', hold, true);
  root.addEventListener('input', keep, true);
  root.addEventListener('change', keep, true);
  return () => {
    root.removeEventListener('click', hold, true);
    root.removeEventListener('input', keep, true);
    root.removeEventListener('change', keep, true);
    // after the hydrating render's effects: the components' handlers are on the elements
    setTimeout(() => {
      for (const [el, was] of entered) {
        if (!el.isConnected) continue;
        if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) el.checked = was.checked;
        else el.value = was.value;
        el.dispatchEvent(new Event(picks(el) ? 'change' : 'input', { bubbles: true }));
      }
      for (const el of held) if (el.isConnected) el.click();
    }, 0);
  };
}
