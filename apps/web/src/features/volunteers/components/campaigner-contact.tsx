import type { OwnerContact } from '@ireti/shared/campaigns/types';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('volunteers/campaigner-contact', {
  title: 'Contact the campaigner',
  intro: params('Call or write to {campaigner} to check the campaign and the need. Use these details only for this check.'),
  call: params('Call {phone}'),
  notConfirmed: 'Phone not confirmed yet',
  email: params('E-mail {email}'),
});

/** +2348031234567 → 0803 123 4567, as a Nigerian reads a number; anything else as it is. */
export function readablePhone(mobile: string): string {
  const m = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(mobile.replace(/\s/g, ''));
  return m ? `0${m[1]} ${m[2]} ${m[3]}` : mobile;
}

const linkClass =
  'inline-flex min-h-11 min-w-0 items-center gap-2 font-semibold text-brand-800 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-800';

/**
 * "Contact the campaigner", in the vetting panel of a volunteer assigned to the campaign (and of
 * an admin): a tel: link to the owner's confirmed mobile, or "Phone not confirmed yet", and a
 * mailto: link. The API gives the contact only to those viewers (owner_contact).
 */
export function CampaignerContact({ contact, campaigner }: { contact: OwnerContact; campaigner: string }) {
  const t = useT(messages);
  // a long address breaks after its @ first
  const at = contact.email.lastIndexOf('@');
  return (
    <div className="mt-3 rounded-lg border border-amber-200 bg-white p-3">
      <h3 className="text-sm font-semibold text-slate-900">{t.title}</h3>
      <p className="mt-0.5 text-sm text-slate-700">{t.intro({ campaigner })}</p>
      <ul className="mt-1 text-sm">
        <li className="flex items-center gap-2">
          {contact.mobile ? (
            <a href={`tel:${contact.mobile}`} aria-label={t.call({ phone: readablePhone(contact.mobile) })} className={linkClass}>
              <PhoneIcon />
              {readablePhone(contact.mobile)}
            </a>
          ) : (
            <span className="inline-flex min-h-11 items-center gap-2 text-slate-700">
              <PhoneIcon />
              {t.notConfirmed}
            </span>
          )}
        </li>
        <li className="flex min-w-0 items-center gap-2">
          <a href={`mailto:${contact.email}`} aria-label={t.email({ email: contact.email })} className={linkClass}>
            <MailIcon />
            <span className="min-w-0 [overflow-wrap:anywhere]">
              {at < 0 ? (
                contact.email
              ) : (
                <>
                  {contact.email.slice(0, at + 1)}
                  <wbr />
                  {contact.email.slice(at + 1)}
                </>
              )}
            </span>
          </a>
        </li>
      </ul>
    </div>
  );
}

const PhoneIcon = () => (
  <svg viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-slate-600" aria-hidden="true" fill="currentColor">
    <path d="M2 3.5A1.5 1.5 0 0 1 3.5 2h2.1a1.5 1.5 0 0 1 1.46 1.15l.6 2.5a1.5 1.5 0 0 1-.43 1.43L6.1 8.1a11 11 0 0 0 5.8 5.8l1.02-1.13a1.5 1.5 0 0 1 1.43-.43l2.5.6A1.5 1.5 0 0 1 18 14.4v2.1a1.5 1.5 0 0 1-1.5 1.5h-1C8.04 18 2 11.96 2 4.5z" />
  </svg>
);

const MailIcon = () => (
  <svg viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-slate-600" aria-hidden="true" fill="currentColor">
    <path d="M2.5 4h15A1.5 1.5 0 0 1 19 5.5v.3l-9 5.4-9-5.4v-.3A1.5 1.5 0 0 1 2.5 4zM1 7.55V14.5A1.5 1.5 0 0 0 2.5 16h15a1.5 1.5 0 0 0 1.5-1.5V7.55l-8.6 5.16a.75.75 0 0 1-.8 0z" />
  </svg>
);
