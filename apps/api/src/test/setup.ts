import { afterEach, vi } from 'vitest';

// Passwords are hashed at a small cost in the API's tests (modules/accounts/passwords.ts): NODE_ENV is 'test' here.
process.env.IRETI_TEST_FAST_HASH ??= '1';

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
