import { Link, useParams } from 'react-router';
import { Msg } from '@ireti/shared/messages';
import { Code } from '@ireti/shared/status';
import { useTitle } from '../../components/ui/page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { EmptyList, ListLoading, LoadError, ShowMore } from '../../components/ui/list-states.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { fallbackToPlaceholder, imageUrl } from '../../lib/images.ts';
import { ApiError } from '../../lib/api.ts';
import { useOrganization } from './api/get-organization.ts';
import { useOrganizationCampaigns } from './api/get-organization-campaigns.ts';
import { CampaignCard } from '../campaigns/components/campaign-card.tsx';
import { socialUrl } from './components/social.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { useChoiceLabel } from '../account/components/choices.ts';
import { i18n, params, useLocalise, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('organizations/organization-page', {
  loadingCampaigns: 'Loading campaigns',
  moreCampaigns: 'Show More Campaigns',
  organization: 'Organization',
  seeVerified: 'See the verified organizations',
  logo: params('{name} logo'),
  verified: 'Verified organization',
  pictures: 'Pictures of the organization',
  picture: params('{name}, picture {n}'),
  contact: 'Contact',
  address: 'Address:',
  email: 'E-mail:',
  socialMedia: 'Social media',
  on: params('{name} on {network}'),
  campaigns: 'Campaigns',
});

function Campaigns({ id }: { id: string }) {
  const t = useT(messages);
  const tr = useLocalise();
  const q = useOrganizationCampaigns(id, true);
  if (q.isPending) return <ListLoading label={t.loadingCampaigns} />;
  if (q.isError) return <LoadError>{tr(Msg.errorTryAgain)}</LoadError>;
  const all = q.data.pages.flatMap((p) => p.transactions);
  if (!all.length) return <EmptyList>{tr(Msg.orgNoCampaigns)}</EmptyList>;
  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {all.map((c) => (
          <li key={c._id}>
            <CampaignCard campaign={c} />
          </li>
        ))}
      </ul>
      <ShowMore q={q} label={t.moreCampaigns} />
    </>
  );
}

const icons = {
  facebook: 'M11 20v-7H8.5v-3H11V8a3.5 3.5 0 0 1 3.8-3.8c1 0 2 .1 2 .1v2.4h-1.1c-1.1 0-1.5.7-1.5 1.4V10h2.6l-.4 3H14v7z',
  twitter: 'M4 4h3.8l4 5.4L16.4 4H19l-6 6.9L20 20h-3.8l-4.4-5.9L6.8 20H4.2l6.4-7.3z',
  instagram:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 1.8A3.2 3.2 0 0 0 4.8 8v8A3.2 3.2 0 0 0 8 19.2h8a3.2 3.2 0 0 0 3.2-3.2V8A3.2 3.2 0 0 0 16 4.8z',
} as const;

/**
 * /verified_org_campaigns/{organizationId}: the banner (logo, name, type), three feature images,
 * address, e-mail and social links, and its campaigns 12 a page (spec §2).
 */
export default function OrganizationPage() {
  const t = useT(messages);
  const tr = useLocalise();
  const label = useChoiceLabel();
  const { organizationId = '' } = useParams();
  const q = useOrganization(organizationId);
  useTitle(q.data?.organization_name ?? t.organization);
  if (q.isPending) return <PageSpinner />;
  if (q.isError) {
    const missing = q.error instanceof ApiError && (q.error.code === Code.NOT_FOUND || q.error.code === Code.VALIDATION);
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <p role="alert" className="text-lg text-slate-800">
          {tr(missing ? Msg.noOrgData : Msg.errorTryAgain)}
        </p>
        <Link to="/verified_page" className={buttonClass('secondary', 'mt-6')}>
          {t.seeVerified}
        </Link>
      </div>
    );
  }
  const o = q.data;
  const features = [o.organization_f_img_1, o.organization_f_img_2, o.organization_f_img_3].filter((u): u is string => !!u);
  const socials = (['facebook', 'twitter', 'instagram'] as const).map((k) => ({ k, url: socialUrl(k, o[k]) })).filter((s) => s.url);
  return (
    <>
      <section className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-5 px-4 py-10 text-center sm:flex-row sm:text-left">
          <Avatar
            src={o.image_url}
            size={112}
            alt={t.logo({ name: o.organization_name })}
            className="h-28 w-28 rounded-full border-4 border-white bg-white"
          />
          <div>
            <p className="text-sm font-semibold tracking-wide text-sun-400 uppercase">{t.verified}</p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{o.organization_name}</h1>
            <p className="mt-1 text-brand-100">
              {o.organization_type && label(o.organization_type)}
              {o.category ? ` · ${label(o.category)}` : ''}
              {o.state ? ` · ${o.state}` : ''}
            </p>
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-8">
        {features.length > 0 && (
          <ul className="grid grid-cols-3 gap-2 sm:gap-4" aria-label={t.pictures}>
            {features.map((u, i) => (
              <li key={u}>
                <img
                  src={imageUrl(u, 'card')}
                  onError={fallbackToPlaceholder}
                  alt={t.picture({ name: o.organization_name, n: i + 1 })}
                  width={363}
                  height={232}
                  loading="lazy"
                  className="aspect-[363/232] w-full rounded-xl object-cover"
                />
              </li>
            ))}
          </ul>
        )}
        <section
          aria-label={t.contact}
          className="mt-6 grid grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
        >
          <div className="space-y-2 text-slate-700">
            {o.organization_address && (
              <p>
                <span className="font-semibold text-slate-900">{t.address} </span>
                {o.organization_address}
              </p>
            )}
            <p>
              <span className="font-semibold text-slate-900">{t.email} </span>
              <a href={`mailto:${o.organization_email}`} className="break-all text-brand-800 underline">
                {o.organization_email}
              </a>
            </p>
          </div>
          {socials.length > 0 && (
            <ul className="flex items-start gap-2 sm:justify-end" aria-label={t.socialMedia}>
              {socials.map((s) => (
                <li key={s.k}>
                  <a
                    href={s.url!}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-50 text-brand-800 hover:bg-brand-100"
                    aria-label={t.on({
                      name: o.organization_name,
                      network: s.k === 'twitter' ? 'X (Twitter)' : s.k[0]!.toUpperCase() + s.k.slice(1),
                    })}
                  >
                    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
                      <path d={icons[s.k]} />
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="org-campaigns" className="mt-10">
          <h2 id="org-campaigns" className="mb-5 text-2xl font-bold text-brand-900">
            {t.campaigns}
          </h2>
          <Campaigns id={organizationId} />
        </section>
      </div>
    </>
  );
}
