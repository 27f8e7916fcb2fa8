import { afterEach, describe, expect, it, vi } from 'vitest';

/** Low-data mode follows the server's word on Save-Data (issue 26, decision 080). */
const load = async () => {
  vi.resetModules();
  return (await import('./low-data.ts')).lowData;
};

afterEach(() => {
  delete document.documentElement.dataset.saveData;
  localStorage.clear();
});

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
