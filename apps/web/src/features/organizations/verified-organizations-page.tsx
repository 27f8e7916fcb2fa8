import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Msg } from '@ireti/shared/messages';
import { ORGANIZATION_FILTERS, organizationFilterSchema, type OrganizationFilterInput } from '@ireti/shared/trust/schemas';
import { Page } from '../../components/ui/page.tsx';
import { EmptyList, LoadError, ShowMore } from '../../components/ui/list-states.tsx';
import { ChoiceField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useChoiceLabel } from '../account/components/choices.ts';
import { i18n, useLocalise, useT } from '../../lib/i18n/index.ts';
import { useOrganizations } from './api/get-organizations.ts';
import { OrganizationCard } from './components/organization-card.tsx';

export const messages = i18n('organizations/verified-organizations-page', {
  title: 'Verified Organizations',
  intro:
    'Charities, schools, hospitals and community groups whose registration and identity our team has checked. Give to their campaigns with confidence.',
  filter: 'Filter organisations',
  category: 'Category',
  all: 'All categories',
  loading: 'Loading organisations',
  more: 'Show More Organizations',
});

/**
 * /verified_page (Organizations): verified organisations with a category select, 16 a page from
 * page 0, Show More Organizations (spec §2, §4).
 */
export default function VerifiedOrganizationsPage() {
  const t = useT(messages);
  const tr = useLocalise();
  const label = useChoiceLabel();
  const categoryChoices = ORGANIZATION_FILTERS.map((c) => [c, c === 'all' ? t.all : label(c)] as const);
  const form = useForm<OrganizationFilterInput>({
    resolver: zodResolver(organizationFilterSchema),
    defaultValues: { category: 'all' },
    mode: 'onChange',
  });
  const category = form.watch('category') || 'all';
  const q = useOrganizations(category);
  const all = q.data?.pages.flatMap((p) => p.organizations) ?? [];
  return (
    <Page width="max-w-6xl" title={t.title} intro={t.intro}>
      <form role="search" aria-label={t.filter} className="max-w-xs" onSubmit={(e) => e.preventDefault()}>
        <ChoiceField
          label={t.category}
          required
          options={categoryChoices}
          error={form.formState.errors.category?.message}
          {...form.register('category')}
        />
      </form>
      <div aria-live="polite" aria-busy={q.isPending}>
        {q.isPending ? (
          <div className="py-10 text-center">
            <Spinner label={t.loading} />
          </div>
        ) : q.isError ? (
          <LoadError>{tr(Msg.errorTryAgain)}</LoadError>
        ) : all.length === 0 ? (
          <EmptyList>{tr(Msg.noVerifiedOrgs)}</EmptyList>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {all.map((o) => (
              <OrganizationCard key={o._id} o={o} />
            ))}
          </ul>
        )}
      </div>
      <ShowMore q={q} label={t.more} />
    </Page>
  );
}
