import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/preact';
import { noteAnswer } from '../../lib/offline.ts';
import { SAVED_AT_HEADER } from '../../sw/offline-rules.ts';
import { OfflineNote, savedAtText } from './offline-note.tsx';

const answer = (savedAt?: string) => new Response('{}', { headers: savedAt ? { [SAVED_AT_HEADER]: savedAt } : {} });
const goOffline = (offline: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline });
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
};

afterEach(() => {
  act(() => {
    goOffline(false);
    noteAnswer(answer());
  });
});

describe('OfflineNote', () => {
  it('says nothing online with fresh answers', () => {
    const { container } = render(<OfflineNote />);
    expect(container.textContent).toBe('');
  });

  it('offline, says when the copy shown was saved', () => {
    render(<OfflineNote />);
    const saved = new Date();
    saved.setHours(14, 32, 0, 0);
    act(() => {
      goOffline(true);
      noteAnswer(answer(saved.toISOString()));
    });
    expect(screen.getByRole('status').textContent).toBe("You're offline — showing what you saw at 14:32");
  });

  it('offline without a copy, says what still works; a fresh answer clears the note', () => {
    render(<OfflineNote />);
    act(() => goOffline(true));
    expect(screen.getByRole('status').textContent).toContain('giving, signing in and saving need a connection');
    act(() => goOffline(false));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names the day of a copy from another day', () => {
    const now = new Date(2026, 10, 25, 9, 0);
    expect(savedAtText(new Date(2026, 10, 25, 7, 5), now)).toBe('07:05');
    expect(savedAtText(new Date(2026, 10, 3, 14, 32), now)).toMatch(/^3 Nov, 14:32$/);
  });
});
