import { useTitle } from '../../components/ui/page.tsx';
import { AskingForFunds, BlogTeaser, TrustedOrganizations, WhyChooseUs } from './components/home-blocks.tsx';
import { CampaignSection } from './components/campaign-section.tsx';
import { Counters } from './components/counters.tsx';
import { Hero } from './components/hero.tsx';
import { SuccessStories } from './components/success-stories.tsx';
import { i18n, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('home/home-page', {
  topTitle: 'Top campaigns',
  topIntro: 'Most given to in the last 30 days.',
  closingTitle: 'Closing in on their goal',
  closingIntro: 'A little more and these are there.',
  newTitle: 'New campaigns',
  newIntro: 'Just verified by our volunteers.',
});

/**
 * The home page (spec §1, §2): the hero, top, new and closing campaigns (three each), success
 * stories, the counters, and the static blocks. It loads no form, schema or editor code: the
 * home route's budget is 100 KB gzip on paid mobile data.
 */
export default function HomePage() {
  useTitle('');
  const t = useT(messages);
  return (
    <>
      <Hero />
      <Counters />
      <div className="mx-auto max-w-6xl px-4">
        <CampaignSection time="top" title={t.topTitle} intro={t.topIntro} />
        <CampaignSection time="closing" title={t.closingTitle} intro={t.closingIntro} />
        <CampaignSection time="new" title={t.newTitle} intro={t.newIntro} />
      </div>
      <SuccessStories />
      <WhyChooseUs />
      <AskingForFunds />
      <BlogTeaser />
      <TrustedOrganizations />
    </>
  );
}
