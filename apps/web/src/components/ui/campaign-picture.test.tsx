import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { browserAsksLowData, lowData } from '../../lib/low-data.ts';
import { CampaignPicture } from './campaign-picture.tsx';
import { LowDataSwitch } from './low-data-switch.tsx';

const SRC = '/media/campaigns/abc.jpg';
const picture = () => (
  <CampaignPicture
    src={SRC}
    srcSet={`/media/campaigns/363_232_abc.jpg 363w, ${SRC} 1200w`}
    sizes="100vw"
    alt="Mama Ngozi's shop"
    width={363}
    height={232}
  />
);

afterEach(() => act(() => lowData.choose('auto')));

describe('CampaignPicture and the low-data switch', () => {
  it('downloads the picture with its larger sizes on a normal connection', () => {
    render(picture());
    const img = screen.getByRole('img', { name: "Mama Ngozi's shop" });
    expect(img.getAttribute('src')).toBe('/media/campaigns/363_232_abc.jpg');
    expect(img.getAttribute('srcset')).toContain('1200w');
  });

  it('in low-data mode, downloads nothing until tapped, then only the smallest size', async () => {
    act(() => lowData.choose('on'));
    render(picture());
    expect(screen.queryByRole('img')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: /^Tap to show picture\s*: Mama Ngozi's shop$/ }));
    const img = screen.getByRole('img', { name: "Mama Ngozi's shop" });
    expect(img.getAttribute('src')).toBe('/media/campaigns/363_232_abc.jpg');
    expect(img.hasAttribute('srcset')).toBe(false);
  });

  it('in low-data mode, the placeholder is a slim strip, not a picture-sized box (issue 26)', () => {
    act(() => lowData.choose('on'));
    render(
      <CampaignPicture
        src={SRC}
        alt="Mama Ngozi's shop"
        width={363}
        height={232}
        className="aspect-[363/232] h-48 w-full sm:h-64 object-cover"
      />,
    );
    const strip = screen.getByRole('button', { name: /Tap to show picture/ });
    expect(strip.getAttribute('style') ?? '').not.toContain('aspect-ratio');
    expect(strip.className).not.toMatch(/aspect-\[|(^|\s)h-48|sm:h-64/);
    expect(strip.className).toContain('min-h-12');
    expect(strip.className).toContain('object-cover');
  });

  it('the switch turns it on and off, and remembers the choice on the device', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LowDataSwitch />
        {picture()}
      </>,
    );
    const toggle = screen.getByRole('switch', { name: 'Save data' });
    expect(toggle.getAttribute('aria-checked')).toBe(String(browserAsksLowData()));
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(localStorage.getItem('ireti.lowData')).toBe('on');
    expect(screen.getByRole('button', { name: /Tap to show picture/ })).toBeTruthy();
    await user.click(toggle);
    expect(localStorage.getItem('ireti.lowData')).toBe('off');
    expect(screen.getByRole('img')).toBeTruthy();
  });

  it('follows the browser when untouched: Save-Data or a 2G connection', () => {
    expect(browserAsksLowData({ saveData: true })).toBe(true);
    expect(browserAsksLowData({ effectiveType: '2g' })).toBe(true);
    expect(browserAsksLowData({ effectiveType: 'slow-2g' })).toBe(true);
    expect(browserAsksLowData({ effectiveType: '4g', saveData: false })).toBe(false);
    expect(browserAsksLowData(undefined)).toBe(false);
  });
});
