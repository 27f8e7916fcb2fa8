import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/preact';

/**
 * Setup of the web component tests (vitest project `web`): each test starts from an empty page,
 * no stubbed globals (fetch, prompt…) and no stored session.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});
