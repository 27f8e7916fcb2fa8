import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/preact';
import { Rich } from './rich.tsx';

describe('Rich', () => {
  it('puts each element where the translation says, in any order', () => {
    const { container } = render(<Rich text="Ka {terms} ati {privacy}" parts={{ terms: <a href="/t">òfin</a>, privacy: <b>àṣírí</b> }} />);
    expect(container.innerHTML).toBe('Ka <a href="/t">òfin</a> ati <b>àṣírí</b>');
    const other = render(<Rich text="{privacy} — {terms}" parts={{ terms: <a href="/t">terms</a>, privacy: <b>privacy</b> }} />);
    expect(other.container.innerHTML).toBe('<b>privacy</b> — <a href="/t">terms</a>');
  });
});
