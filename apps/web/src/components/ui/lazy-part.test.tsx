import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazy } from 'react';
import { render, screen } from '@testing-library/preact';
import { LazyPart } from './lazy-part.tsx';

const failing = (message: string) => lazy(() => Promise.reject(new Error(message)) as unknown as Promise<{ default: () => null }>);
const loading = lazy(() => Promise.resolve({ default: () => <p>The money panel</p> }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LazyPart', () => {
  it('shows the placeholder, then the part', async () => {
    const Part = loading;
    render(
      <LazyPart fallback={<p>Loading…</p>}>
        <Part />
      </LazyPart>,
    );
    expect(await screen.findByText('The money panel')).toBeTruthy();
  });

  it('offline, a part never kept says it needs a connection in its place; the page around it stays', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = failing('Failed to fetch dynamically imported module: /assets/money-panel-x.js');
    render(
      <main>
        <h1>Water for Kofar Mata</h1>
        <LazyPart fallback={<p>Loading…</p>}>
          <Part />
        </LazyPart>
      </main>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      "You're offline, and this part was not opened before on this device. It needs a connection.",
    );
    expect(screen.getByRole('heading', { name: 'Water for Kofar Mata' })).toBeTruthy();
  });

  it('any other failure shows the spec’s boundary text and the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = failing('boom');
    render(
      <LazyPart fallback={null}>
        <Part />
      </LazyPart>,
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/boom$/);
  });
});
