import { Link } from 'react-router';
import type { OrganizationItem } from '@ireti/shared/trust/types';
import { fallbackToPlaceholder, imageUrl } from '../../../lib/images.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { useChoiceLabel } from '../../account/components/choices.ts';
import { i18n, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('organizations/organization-card', {
  verified: 'VERIFIED',
});

/** One verified organisation in the list: logo, name, type, category, address. */
export function OrganizationCard({ o }: { o: OrganizationItem }) {
  const t = useT(messages);
  const label = useChoiceLabel();
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <img
        src={imageUrl(o.organization_f_img_1, 'card')}
        onError={fallbackToPlaceholder}
        alt=""
        width={363}
        height={232}
        loading="lazy"
        className="aspect-[363/232] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-4 pt-0">
        <Avatar src={o.image_url} size={64} lazy className="-mt-8 h-16 w-16 rounded-full border-4 border-white bg-white shadow" />
        <h2 className="mt-2 text-base font-semibold text-slate-900">
          <Link to={`/verified_org_campaigns/${o._id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {o.organization_name}
          </Link>
        </h2>
        <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
          <span className="rounded bg-brand-100 px-1.5 py-0.5 font-semibold text-brand-800">{t.verified}</span>
          {o.organization_type && label(o.organization_type)}
          {o.category && <span aria-hidden="true">·</span>}
          {o.category && label(o.category)}
        </p>
        {o.organization_address && <p className="mt-2 line-clamp-2 text-sm text-slate-700">{o.organization_address}</p>}
      </div>
    </li>
  );
}
