import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, waitFor } from '@testing-library/preact';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'preact-render-to-string';
import { OfflineNote } from '../components/ui/offline-note.tsx';
import { holdEarlyTaps, hydrateWith } from './hydration.ts';
import { noteDrawnPage } from './offline.ts';

/**
 * The browser hydrating the page the server drew (decision 107): its first render is the
 * server's, the offline note comes after it, in its own place; a tap made before the page is
 * live is made again once it is.
 */
afterEach(() => {
  window.dispatchEvent(new Event('online'));
  document.body.innerHTML = '';
});

const drawn = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
};

describe('hydrating the drawn page', () => {
  it("shows the offline note with the drawing's time after the hydrating render, above the page's first line", async () => {
    const page = () => (
      <div>
        <OfflineNote />
        <h1>Dialysis for Mama Ngozi</h1>
      </div>
    );
    // drawn online: no note
    const root = drawn(renderToString(page()));
    expect(root.querySelector('[role="status"]')).toBeNull();
    // opened offline from the service worker's copy, drawn today at 14:32
    const at = new Date().setHours(14, 32, 0, 0);
    window.dispatchEvent(new Event('offline'));
    noteDrawnPage(at);
    // the hydrating render is the server's: no note yet
    hydrateWith(() => hydrateRoot(root, page()));
    expect(root.querySelector('[role="status"]')).toBeNull();
    expect(root.firstElementChild?.firstElementChild?.tagName).toBe('H1');
    // then the render after it draws it
    await waitFor(() => expect(root.querySelector('[role="status"]')?.textContent).toBe("You're offline — showing what you saw at 14:32"));
    const note = root.querySelector('[role="status"]');
    // its own element before the heading, which is whole
    expect(root.firstElementChild?.children).toHaveLength(2);
    expect(note?.nextElementSibling?.tagName).toBe('H1');
    expect(note?.nextElementSibling?.textContent).toBe('Dialysis for Mama Ngozi');
  });

  it('makes a tap made before the page was live once it is, and only once', async () => {
    const give = vi.fn();
    const page = () => (
      <button type="button" onClick={give}>
        Donate now
      </button>
    );
    const root = drawn(renderToString(page()));
    const replay = holdEarlyTaps(root);
    const button = root.querySelector('button')!;
    button.click();
    button.click();
    expect(give).not.toHaveBeenCalled();
    await act(async () => {
      hydrateRoot(root, page());
      replay();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(root.querySelector('button')).toBe(button);
    expect(give).toHaveBeenCalledTimes(1);
    // live: a tap is the component's own
    button.click();
    expect(give).toHaveBeenCalledTimes(2);
  });

  it('gives the app a choice made before the page was live, even before its code ran', async () => {
    const chosen = vi.fn();
    const typed = vi.fn();
    const Page = () => {
      const [language, setLanguage] = useState('en');
      return (
        <div>
          <select
            aria-label="Language"
            value={language}
            onChange={(e) => {
              setLanguage(e.currentTarget.value);
              chosen(e.currentTarget.value);
            }}
          >
            <option value="en">English</option>
            <option value="ig">Igbo</option>
          </select>
          <input aria-label="Search" defaultValue="" onChange={(e) => typed(e.currentTarget.value)} />
        </div>
      );
    };
    const root = drawn(renderToString(<Page />));
    // picked while the code was still on its way: no event reaches anyone
    root.querySelector('select')!.value = 'ig';
    const replay = holdEarlyTaps(root);
    // typed after the code ran, before the hydration
    const field = root.querySelector('input')!;
    field.value = 'kidney';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(chosen).not.toHaveBeenCalled();
    await act(async () => {
      hydrateRoot(root, <Page />);
      replay();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(chosen).toHaveBeenCalledWith('ig');
    expect(root.querySelector('select')!.value).toBe('ig');
    expect(typed).toHaveBeenCalledWith('kidney');
    // nothing changed, nothing told
    const quiet = drawn(renderToString(<Page />));
    chosen.mockClear();
    const again = holdEarlyTaps(quiet);
    await act(async () => {
      hydrateRoot(quiet, <Page />);
      again();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(chosen).not.toHaveBeenCalled();
  });

  it('leaves a link to the browser', () => {
    const root = drawn('<a href="/campaigns"><button type="button">Explore</button></a><button type="button">Other</button>');
    holdEarlyTaps(root);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a button')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelectorAll('button')[1]!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
  });
});
