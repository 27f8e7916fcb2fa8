import { render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearView } from './use-in-view.ts';

function Panel() {
  const [ref, near] = useNearView<HTMLDivElement>();
  return <div ref={ref}>{near ? 'Where the money went' : 'waiting'}</div>;
}

describe('useNearView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is true at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Panel />);
    expect(screen.getByText('Where the money went')).toBeTruthy();
  });

  it('waits while the element is far from the screen, and draws it once the browser is idle', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    render(<Panel />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(2000);
    expect(screen.getByText('Where the money went')).toBeTruthy();
  });
});
