import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { lowData } from '../../../lib/low-data.ts';
import { Gallery } from './gallery.tsx';

const IMAGES = ['/media/campaigns/a.jpg', '/media/campaigns/b.jpg', '/media/campaigns/c.jpg'];

afterEach(() => act(() => lowData.choose('auto')));

describe('Gallery', () => {
  it('shows the first picture and a thumbnail of each on a normal connection', () => {
    act(() => lowData.choose('off'));
    const { container } = render(<Gallery images={IMAGES} title="Shop" />);
    expect(container.querySelectorAll('img')).toHaveLength(4);
  });

  it('in low-data mode downloads nothing, thumbnails included, until a picture is tapped (issue 26)', async () => {
    act(() => lowData.choose('on'));
    const { container } = render(<Gallery images={IMAGES} title="Shop" />);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show picture 2' }));
    expect(container.querySelectorAll('img')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /Tap to show picture/ }));
    const shown = [...container.querySelectorAll('img')];
    expect(shown).toHaveLength(1);
    expect(shown[0]!.getAttribute('src')).toContain('b.jpg');
  });
});
