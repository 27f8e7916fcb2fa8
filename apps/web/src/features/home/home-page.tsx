import { useTitle } from '../../components/ui/page.tsx';
import { AskingForFunds, BlogTeaser, TrustedOrganizations, WhyChooseUs } from './components/home-blocks.tsx';
import { CampaignSection } from './components/campaign-section.tsx';
import { Counters } from './components/counters.tsx';
import { Hero } from './components/hero.tsx';
import { SuccessStories } from './components/success-stories.tsx';

/**
 * The home page (spec §1, §2): the hero, top, new and closing campaigns (three each), success
 * stories, the counters, and the static blocks. It loads no form, schema or editor code: the
 * home route's budget is 100 KB gzip on paid mobile data.
 */
export default function HomePage() {
  useTitle('');
  return (
    <>
      <Hero />
      <Counters />
      <div className="mx-auto max-w-6xl px-4">
        <CampaignSection time="top" title="Top campaigns" intro="Most given to in the last 30 days." />
        <CampaignSection time="closing" title="Closing in on their goal" intro="A little more and these are there." />
        <CampaignSection time="new" title="New campaigns" intro="Just verified by our volunteers." />
      </div>
      <SuccessStories />
      <WhyChooseUs />
      <AskingForFunds />
      <BlogTeaser />
      <TrustedOrganizations />
    </>
  );
}
