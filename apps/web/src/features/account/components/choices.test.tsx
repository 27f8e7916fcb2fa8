import { describe, expect, it } from 'vitest';
import { LISTED, messages } from './choices.ts';

describe('the labels of the shared lists', () => {
  it('name every value the account forms offer', () => {
    const labels = messages.get() as Record<string, string>;
    expect(LISTED.filter((v) => !labels[v])).toEqual([]);
  });
});
