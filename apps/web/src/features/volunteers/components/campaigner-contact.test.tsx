import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/preact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CampaignerContact, readablePhone } from './campaigner-contact.tsx';
import { VerifyCampaignButton } from './verify-campaign-button.tsx';

/** "Contact the campaigner" in the vetting panel (issue 15); who gets owner_contact is the API's test. */
describe('CampaignerContact', () => {
  it('offers a tel: link to the confirmed mobile, written for reading, and a mailto: link', () => {
    render(<CampaignerContact contact={{ email: 'amaka@example.ng', mobile: '+2348031234567' }} campaigner="Amaka Obi" />);
    expect(screen.getByRole('heading', { name: 'Contact the campaigner' })).toBeTruthy();
    expect(screen.getByText(/Call or write to Amaka Obi/)).toBeTruthy();
    const call = screen.getByRole('link', { name: 'Call 0803 123 4567' });
    expect(call.getAttribute('href')).toBe('tel:+2348031234567');
    const mail = screen.getByRole('link', { name: 'E-mail amaka@example.ng' });
    expect(mail.getAttribute('href')).toBe('mailto:amaka@example.ng');
    expect(screen.queryByText('Phone not confirmed yet')).toBeNull();
  });

  it('says the phone is not confirmed yet when the API gives no mobile, and still offers the e-mail', () => {
    render(<CampaignerContact contact={{ email: 'chidi@example.ng', mobile: null }} campaigner="Chidi" />);
    expect(screen.getByText('Phone not confirmed yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'E-mail chidi@example.ng' }).getAttribute('href')).toBe('mailto:chidi@example.ng');
  });

  it('writes a Nigerian number as 0803 123 4567 and leaves any other as it is', () => {
    expect(readablePhone('+2348031234567')).toBe('0803 123 4567');
    expect(readablePhone('+2347012345678')).toBe('0701 234 5678');
    expect(readablePhone('+447700900123')).toBe('+447700900123');
  });
});

describe('VerifyCampaignButton with the contact', () => {
  const wrap = (ui: ReactNode) =>
    render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);

  it('shows nothing without a contact or anything to do', () => {
    const { container } = wrap(<VerifyCampaignButton campaignId="abc123defg" status={0} onVerified={() => {}} contact={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the contact in the vetting panel when the campaign detail carries it', () => {
    wrap(
      <VerifyCampaignButton
        campaignId="abc123defg"
        status={0}
        onVerified={() => {}}
        contact={{ email: 'amaka@example.ng', mobile: '+2348031234567' }}
        campaigner="Amaka Obi"
      />,
    );
    const panel = screen.getByRole('region', { name: 'Volunteer actions' });
    expect(panel.textContent).toContain('Contact the campaigner');
    expect(screen.getByRole('link', { name: 'Call 0803 123 4567' })).toBeTruthy();
  });
});
