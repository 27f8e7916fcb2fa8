import { afterEach, vi } from 'vitest';

// docs/style.md (epic-stack): console.error fails a test unless the test expects it.
const original = console.error;
let calls: unknown[][] = [];
console.error = (...args: unknown[]) => {
  calls.push(args);
  original(...args);
};
afterEach(() => {
  const seen = calls;
  calls = [];
  if (seen.length && !vi.isMockFunction(console.error)) {
    throw new Error(`console.error was called during the test:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
