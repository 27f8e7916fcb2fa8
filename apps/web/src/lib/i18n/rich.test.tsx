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

describe('params', () => {
  it("fills each name once, with the value exactly as given: `$&`, `$'` and `{name}` in a value stay as typed", async () => {
    const { i18n, params, useT } = await import('./index.ts');
    const messages = i18n('shell/params-test', { titled: params('{title} · Ireti'), by: params('{a} and {b}') });
    let t!: ReturnType<typeof messages.get>;
    function Probe() {
      t = useT(messages);
      return null;
    }
    render(<Probe />);
    expect(t.titled({ title: 'A$\'$&$`"></title>' })).toBe('A$\'$&$`"></title> · Ireti');
    expect(t.by({ a: '{b}', b: 'x' })).toBe('{b} and x');
  });
});
