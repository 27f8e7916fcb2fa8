import { Link } from 'react-router';
import { badgeOf, displayName, placeOf, type ApiUser } from '@ireti/shared/accounts/types';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { UnderReviewBadge } from '../../account/components/identity-status.tsx';
import { useChoiceLabel } from '../../account/components/choices.ts';
import { i18n, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('profile/profile-card', {
  VOLUNTEER: 'VOLUNTEER',
  VERIFIED: 'VERIFIED',
  UNVERIFIED: 'UNVERIFIED',
  organization: 'Organisation',
  individual: 'Individual',
  start: 'Start a campaign',
  edit: 'Edit Profile',
});

const badgeStyle = {
  VOLUNTEER: 'bg-sun-400 text-slate-900',
  VERIFIED: 'bg-brand-100 text-brand-800',
  UNVERIFIED: 'bg-slate-200 text-slate-700',
} as const;

/** Who the profile belongs to, with the start-a-campaign and Edit Profile links (spec §2). */
export function ProfileCard({ user }: { user: ApiUser }) {
  const t = useT(messages);
  const label = useChoiceLabel();
  const badge = badgeOf(user);
  const underReview = badge === 'UNVERIFIED' && user.identity_status === 'submitted';
  const place = placeOf(user);
  const settings = user.is_organization ? '/profile_setting/organization' : '/profile_setting/individual';
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <Avatar
        src={user.image_url}
        size={100}
        className={`h-24 w-24 border-4 border-white shadow-md sm:h-28 sm:w-28 ${user.is_organization ? 'rounded-2xl' : 'rounded-full'}`}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-brand-900 sm:text-3xl">{displayName(user)}</h1>
          {/* One state (issue 26): while the identity is with an administrator, "Under review" instead of UNVERIFIED. */}
          {underReview ? (
            <UnderReviewBadge user={user} className="!px-2 !text-xs" />
          ) : (
            <span className={`rounded px-2 py-0.5 text-xs font-bold tracking-wide ${badgeStyle[badge]}`}>{t[badge]}</span>
          )}
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {user.is_organization
            ? [user.organization_type, user.category]
                .filter((v): v is string => !!v)
                .map(label)
                .join(' · ') || t.organization
            : t.individual}
          {place && <> · {place}</>}
        </p>
        <p className="mt-0.5 text-sm break-all text-slate-600">{user.email}</p>
      </div>
      <div className="flex flex-col gap-2 sm:items-end">
        <Link to="/create_campaigns" className={buttonClass('primary')}>
          {t.start}
        </Link>
        <Link to={settings} className={buttonClass('secondary')}>
          {t.edit}
        </Link>
      </div>
    </div>
  );
}
