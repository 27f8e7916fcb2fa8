import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { TabPanel, Tabs, type TabDef } from './tabs.tsx';

type Key = 'campaigns' | 'volunteers' | 'audit';

/** The admin console's way: the console layout, a count badge in a label, the panel placed apart. */
function Console({ waiting = 3 }: { waiting?: number }) {
  const [tab, setTab] = useState<Key>('campaigns');
  const tabs: TabDef<Key>[] = [
    {
      key: 'campaigns',
      label: (
        <>
          Campaigns{' '}
          <span className="rounded-full">
            {waiting}
            <span className="sr-only"> waiting</span>
          </span>
        </>
      ),
    },
    { key: 'volunteers', label: 'Volunteers' },
    { key: 'audit', label: 'Audit log' },
  ];
  return (
    <>
      <Tabs id="tab" layout="console" tabs={tabs} value={tab} onChange={setTab} label="Admin sections" />
      <TabPanel id="tab" tab={tab}>
        <p>The {tab} list</p>
      </TabPanel>
    </>
  );
}

const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true');
const tabbable = () => screen.getAllByRole('tab').filter((t) => t.tabIndex === 0);

describe('Tabs, the console layout', () => {
  it('names each tab by its whole label, the badge included, in one labelled tablist', () => {
    render(<Console />);
    const list = screen.getByRole('tablist', { name: 'Admin sections' });
    expect(list).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Campaigns 3 waiting', 'Volunteers', 'Audit log']);
    expect(screen.getByRole('tab', { name: 'Campaigns 3 waiting' })).toBeTruthy();
    // The admin console's ids: tab-<key>, and the panel labelled by the selected tab.
    expect(screen.getByRole('tab', { name: 'Volunteers' }).id).toBe('tab-volunteers');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe('tab-campaigns');
    expect(screen.getByRole('tab', { name: /^Campaigns/ }).getAttribute('aria-controls')).toBe(panel.id);
  });

  it('arrow keys, Home and End move the selection and the focus; only the selected tab is tabbable', async () => {
    const user = userEvent.setup();
    render(<Console />);
    const campaigns = screen.getByRole('tab', { name: /^Campaigns/ });
    const volunteers = screen.getByRole('tab', { name: 'Volunteers' });
    const audit = screen.getByRole('tab', { name: 'Audit log' });
    expect(selected()).toEqual([campaigns]);
    expect(tabbable()).toEqual([campaigns]);

    // Tab lands on the selected tab, the next Tab leaves the tablist for the panel.
    await user.tab();
    expect(document.activeElement).toBe(campaigns);

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(volunteers);
    expect(selected()).toEqual([volunteers]);
    expect(tabbable()).toEqual([volunteers]);
    expect(campaigns.getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel').textContent).toBe('The volunteers list');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('tab-volunteers');

    await user.keyboard('{End}');
    expect(document.activeElement).toBe(audit);
    expect(selected()).toEqual([audit]);

    // Past the ends, the arrows wrap round.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(campaigns);
    expect(selected()).toEqual([campaigns]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(audit);
    expect(selected()).toEqual([audit]);

    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(campaigns);
    expect(selected()).toEqual([campaigns]);
    expect(tabbable()).toEqual([campaigns]);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('other keys leave the selection alone; a click selects', async () => {
    const user = userEvent.setup();
    render(<Console />);
    await user.tab();
    await user.keyboard('{ArrowDown}a');
    expect(selected()).toEqual([screen.getByRole('tab', { name: /^Campaigns/ })]);
    await user.click(screen.getByRole('tab', { name: 'Audit log' }));
    expect(selected()).toEqual([screen.getByRole('tab', { name: 'Audit log' })]);
    expect(tabbable()).toEqual([screen.getByRole('tab', { name: 'Audit log' })]);
  });

  it('draws the selected tab white on the dark header and the others light', () => {
    render(<Console />);
    const campaigns = screen.getByRole('tab', { name: /^Campaigns/ });
    const volunteers = screen.getByRole('tab', { name: 'Volunteers' });
    expect(campaigns.className).toContain('bg-white');
    expect(volunteers.className).toContain('text-brand-50');
    expect(volunteers.className).not.toContain('bg-white ');
    expect(screen.getByRole('tablist').className).toContain('overflow-x-auto');
    // The badge's screen-reader words are placed within the tab, not at the page's level (no sideways scroll on a phone).
    expect(campaigns.className).toContain('relative');
  });
});

describe('Tabs, the segmented layout', () => {
  function HowToPay() {
    const [method, setMethod] = useState<'card' | 'transfer'>('card');
    return (
      <>
        <Tabs
          id="pay"
          layout="segmented"
          tabs={[
            { key: 'card', label: 'Card' },
            { key: 'transfer', label: 'Bank transfer' },
          ]}
          value={method}
          onChange={setMethod}
          label="How to pay"
        />
        <TabPanel id="pay" tab={method}>
          {method === 'card' ? 'Card form' : 'Transfer details'}
        </TabPanel>
      </>
    );
  }

  it('switches the panel by keyboard', async () => {
    const user = userEvent.setup();
    render(<HowToPay />);
    expect(screen.getByRole('tabpanel', { name: 'Card' }).textContent).toBe('Card form');
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    const transfer = screen.getByRole('tab', { name: 'Bank transfer' });
    expect(document.activeElement).toBe(transfer);
    expect(transfer.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Bank transfer' }).textContent).toBe('Transfer details');
  });
});

describe('a row that scrolls sideways (issue 26: the admin console on a phone)', () => {
  function Row({ start }: { start: Key }) {
    const [tab, setTab] = useState<Key>(start);
    const tabs: TabDef<Key>[] = [
      { key: 'campaigns', label: 'Campaigns' },
      { key: 'volunteers', label: 'Volunteers' },
      { key: 'audit', label: 'Audit log' },
    ];
    return <Tabs layout="console" tabs={tabs} value={tab} onChange={setTab} label="Sections" />;
  }

  it('scrolls the row (only the row) to keep the selected tab in view, on load and on every change', async () => {
    const proto = HTMLElement.prototype;
    const saved = ['scrollWidth', 'clientWidth', 'getBoundingClientRect'].map(
      (k) => [k, Object.getOwnPropertyDescriptor(proto, k)] as const,
    );
    // jsdom lays nothing out: a 360 px row holds three 200 px tabs, 600 px in all.
    const at: Record<string, number> = { Campaigns: 0, Volunteers: 200, 'Audit log': 400 };
    Object.defineProperty(proto, 'scrollWidth', { configurable: true, get: () => 600 });
    Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => 360 });
    Object.defineProperty(proto, 'getBoundingClientRect', {
      configurable: true,
      value(this: HTMLElement) {
        const list = this.getAttribute('role') === 'tablist' ? this : this.closest<HTMLElement>('[role=tablist]')!;
        const left = this === list ? 0 : at[this.textContent ?? '']! - list.scrollLeft;
        const width = this === list ? 360 : 200;
        return { left, right: left + width, width, top: 0, bottom: 44, height: 44, x: left, y: 0 } as DOMRect;
      },
    });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      render(<Row start="audit" />);
      const list = screen.getByRole('tablist');
      // Audit log (400–600) centred in the 360 px row: scrolled by 320.
      expect(list.scrollLeft).toBe(320);
      await userEvent.click(screen.getByRole('tab', { name: 'Volunteers' }));
      // Volunteers (200–400, seen at −120–80) was partly out: centred again.
      expect(list.scrollLeft).toBe(120);
      await userEvent.click(screen.getByRole('tab', { name: 'Campaigns' }));
      expect(list.scrollLeft).toBe(0);
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      for (const [k, d] of saved)
        if (d) Object.defineProperty(proto, k, d);
        else delete (proto as unknown as Record<string, unknown>)[k];
      scrollTo.mockRestore();
    }
  });
});
