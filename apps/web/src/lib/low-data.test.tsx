import { afterEach, describe, expect, it, vi } from 'vitest';

/** Low-data mode follows the server's word on Save-Data (issue 26, decision 080). */
const load = async () => {
  vi.resetModules();
  return (await import('./low-data.ts')).lowData;
};

afterEach(() => {
  delete document.documentElement.dataset.saveData;
  localStorage.clear();
  document.cookie = 'ireti-low-data=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

const cookie = () => /(?:^|;\s*)ireti-low-data=([^;]*)/.exec(document.cookie)?.[1];

describe('low-data mode and the Save-Data header', () => {
  it('boots on when the server marked the page for a Save-Data: on request', async () => {
    document.documentElement.dataset.saveData = 'on';
    expect((await load()).get()).toEqual({ choice: 'auto', on: true });
  });

  it('stays off without the mark (and without the browser asking)', async () => {
    expect((await load()).get()).toEqual({ choice: 'auto', on: false });
  });

  it("leaves the person's own choice the last word", async () => {
    document.documentElement.dataset.saveData = 'on';
    localStorage.setItem('ireti.lowData', 'off');
    const lowData = await load();
    expect(lowData.get()).toEqual({ choice: 'off', on: false });
    lowData.choose('auto');
    expect(lowData.get().on).toBe(true);
  });
});

/** The choice goes in a cookie too, which the server's render reads (decision 107). */
describe('low-data choice told to the server', () => {
  it('keeps the choice in a cookie, and removes it for "as the browser says"', async () => {
    const lowData = await load();
    expect(cookie()).toBeUndefined();
    lowData.choose('on');
    expect(cookie()).toBe('on');
    expect(localStorage.getItem('ireti.lowData')).toBe('on');
    lowData.choose('off');
    expect(cookie()).toBe('off');
    lowData.choose('auto');
    expect(cookie()).toBeUndefined();
    expect(localStorage.getItem('ireti.lowData')).toBeNull();
  });

  it('writes the cookie for a choice made before it existed, and drops one the device no longer holds', async () => {
    localStorage.setItem('ireti.lowData', 'on');
    await load();
    expect(cookie()).toBe('on');
    localStorage.clear();
    expect((await load()).get()).toEqual({ choice: 'auto', on: false });
    expect(cookie()).toBeUndefined();
  });
});
