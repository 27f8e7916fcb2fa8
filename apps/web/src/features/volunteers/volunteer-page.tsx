import { Link } from 'react-router';
import { Msg } from '@ireti/shared/messages';
import { useTitle } from '../../components/ui/page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { LoadError, ShowMore } from '../../components/ui/list-states.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth.ts';
import { useVolunteers } from './api/get-volunteers.ts';
import { useMyApplication } from './api/get-my-application.ts';
import { VolunteerCard } from './components/volunteer-card.tsx';
import { ApplicationStatus } from './components/application-status.tsx';
import { useIdTypes } from './components/id-types.ts';
import { i18n, params, useLocalise, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('volunteers/volunteer-page', {
  pageTitle: 'Volunteer',
  applyTitle: 'Apply',
  applyText: params('Upload an identity document ({types}) and an electricity bill as proof of address.'),
  meetTitle: 'Meet us',
  meetText: 'A member of our team checks your documents and holds a short interview with you. You get a grade from 1 to 5.',
  assignedTitle: 'Get assigned',
  assignedText: 'When a campaign is started in your state, volunteers of that state are chosen at random to check it. You get an e-mail.',
  verifyTitle: 'Verify',
  verifyText:
    'Check that the person and the need are real — call them, visit if you can — then press Verify campaign. It goes live for donations.',
  loading: 'Loading volunteers',
  none: 'No volunteers yet. Be the first in your state.',
  showMore: 'Show More Volunteers',
  community: 'Community',
  heading: 'Be the eyes and ears of donors in your state',
  intro:
    'Every new campaign on Ireti is checked by a volunteer who lives where the campaign is, before it can take a single naira. Volunteers are registered after an ID check, proof of address and an interview, and their grades and profiles are public.',
  become: 'Become a Volunteer',
  whyLabel: 'Why it matters',
  local: 'Checked locally',
  localText: 'by someone of the same state',
  random: 'Chosen at random',
  randomText: 'so nobody picks their friend',
  graded: 'Graded 1 to 5',
  gradedText: 'after an interview',
  profiles: 'Public profiles',
  profilesText: 'so donors know who vouched',
  how: 'How volunteering works',
  askTitle: 'What we ask of every volunteer',
  ask1: 'Be 18 or older, and live in the state whose campaigns you check.',
  ask2: 'Verify only what you checked yourself. When something looks wrong, report the campaign instead.',
  ask3: 'Never take money or gifts from a campaigner. Volunteering is unpaid.',
  ask4: 'You may start campaigns of your own: they are checked by other volunteers.',
  ours: 'Our volunteers',
});

function VolunteersList() {
  const t = useT(messages);
  const tr = useLocalise();
  const q = useVolunteers();
  if (q.isPending) return <Spinner label={t.loading} />;
  if (q.isError) return <LoadError>{tr(Msg.errorVolunteers)}</LoadError>;
  const all = q.data.pages.flatMap((p) => p.volunteers);
  if (!all.length) return <p className="text-slate-700">{t.none}</p>;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {all.map((v) => (
          <VolunteerCard key={v._id} v={v} />
        ))}
      </ul>
      <ShowMore q={q} label={t.showMore} className="mt-6" />
    </>
  );
}

/** /volunteer (Community): what volunteers do, how to become one, and who they are (spec §2). */
export default function VolunteerPage() {
  const t = useT(messages);
  const idTypes = useIdTypes();
  useTitle(t.pageTitle);
  const steps = [
    { title: t.applyTitle, text: t.applyText({ types: idTypes.phrase }) },
    { title: t.meetTitle, text: t.meetText },
    { title: t.assignedTitle, text: t.assignedText },
    { title: t.verifyTitle, text: t.verifyText },
  ];
  const { token } = useAuth();
  const mine = useMyApplication();
  const a = mine.data;
  const showApply = !a || (a.can_apply && a.status !== 'pending');
  return (
    <>
      <section className="bg-brand-800 text-white">
        <div className="mx-auto grid grid-cols-1 max-w-6xl gap-8 px-4 py-12 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-center md:py-16">
          <div>
            <p className="text-sm font-semibold tracking-wide text-sun-400 uppercase">{t.community}</p>
            <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{t.heading}</h1>
            <p className="mt-4 max-w-xl text-brand-50">{t.intro}</p>
            {showApply && (
              <Link to="/volunteer_document" className={buttonClass('sun', 'mt-6')}>
                {t.become}
              </Link>
            )}
          </div>
          <ul className="grid grid-cols-2 gap-3 text-center" aria-label={t.whyLabel}>
            {[
              [t.local, t.localText],
              [t.random, t.randomText],
              [t.graded, t.gradedText],
              [t.profiles, t.profilesText],
            ].map(([a1, b]) => (
              <li key={a1} className="rounded-xl bg-white/10 p-4">
                <p className="font-semibold text-white">{a1}</p>
                <p className="mt-1 text-xs text-brand-100">{b}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        {token && a && a.status !== 'none' && <ApplicationStatus a={a} />}

        <section aria-labelledby="how">
          <h2 id="how" className="text-2xl font-bold text-brand-900">
            {t.how}
          </h2>
          <ol className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((s, i) => (
              <li key={s.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <span
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <h3 className="mt-3 font-semibold text-slate-900">{s.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{s.text}</p>
              </li>
            ))}
          </ol>
          <div className="mt-6 rounded-xl bg-slate-50 p-5 text-sm text-slate-700">
            <h3 className="font-semibold text-slate-900">{t.askTitle}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>{t.ask1}</li>
              <li>{t.ask2}</li>
              <li>{t.ask3}</li>
              <li>{t.ask4}</li>
            </ul>
          </div>
        </section>

        <section aria-labelledby="who">
          <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
            <h2 id="who" className="text-2xl font-bold text-brand-900">
              {t.ours}
            </h2>
            {showApply && (
              <Link to="/volunteer_document" className={buttonClass('primary')}>
                {t.become}
              </Link>
            )}
          </div>
          <VolunteersList />
        </section>
      </div>
    </>
  );
}
