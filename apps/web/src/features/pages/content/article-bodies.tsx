import { Link } from 'react-router';
import { claimExample, commission, minimumDonation } from '../../../lib/content/policy.ts';
import { i18n, useT } from '../../../lib/i18n/index.ts';
import { Rich } from '../../../lib/i18n/rich.tsx';

/** The blog articles' full texts (the metadata is in lib/content/articles.ts), one key per heading or paragraph. */
export const messages = i18n('articles/article-bodies', {
  storyIntro:
    'Most people who give to a campaign have never met the person behind it. They decide in the minute it takes to read your page on their phone. These six habits are what we see again and again in the campaigns that reach their goal.',
  story1Title: '1. A title that says who and what',
  story1:
    '“Help Amaka finish her final year of nursing school” tells a donor more than “Please help”. Put a name, the need and, if you can, the place in the title. Keep the summary under 50 characters: it is what people see on the campaign cards and in link previews.',
  story2Title: '2. One honest picture',
  story2:
    'Use a clear, recent photo of the person or the project — taken in daylight, not a logo or a stock image. If the campaign is about someone else, ask their permission first, and think about their dignity: a photo of a smiling patient is more moving than one of a hospital bed.',
  story3Title: '3. Say exactly what the money pays for',
  story3:
    'Break the goal down. “₦380,000 for the surgery, ₦60,000 for drugs and ₦40,000 for two weeks in the ward” is far more convincing than a round number. Donors give more readily when they can picture where their ₦5,000 goes — and the volunteers who vet your campaign will look for the same detail.',
  story4Title: '4. Tell the story in your own words',
  story4:
    'Who are you, what happened, why now, and what will change when the goal is met? Write as you would speak to a neighbour. Short paragraphs read better on a phone. Avoid pressure and exaggeration: people can tell.',
  story5Title: '5. Be ready to be checked',
  story5:
    'Volunteers from your state will verify your campaign before it can take donations. Make their job easy: keep documents such as a hospital estimate, an admission letter or a quotation at hand, and answer their questions quickly. A verified campaign is one donors trust.',
  story6Title: '6. Share it, and keep sharing',
  story6:
    'Your first donors are the people who already know you. Share your campaign link in your family, church, mosque, school and work groups, and ask a few people to share it on. When the campaign closes, post a thank-you with pictures of what the money did: it becomes a success story, and it will help the next person who asks.',
  storyEnd: 'Ready? {start} — it is free, and Ireti only takes {commission} of your goal when you claim what you raised.',
  storyEndLink: 'Start your campaign',
  vettingIntro:
    'On Ireti, a new campaign cannot take a single naira until someone has looked at it. That someone is a volunteer: an ordinary user who lives in the same state as the campaigner and who has been vetted by us first. Here is how it works.',
  vettingWhoTitle: 'Who the volunteers are',
  vettingWho:
    'Anyone can apply — donors, campaigners, students, retirees. Volunteers can still run campaigns of their own. To be registered, an applicant uploads an identity document (a National ID, voter’s card, student ID, international passport or state bill receipt) and an electricity bill as proof of address, and then has an interview with the Ireti team. Those who are accepted are given a grade, and their profile and grade are public.',
  vettingChosenTitle: 'How they are chosen',
  vettingChosen:
    'When a campaign is submitted, it is assigned at random to approved volunteers of the campaigner’s state. Random assignment matters: a campaigner cannot pick a friend to approve them, and no single volunteer decides which campaigns get through. Local matters too: a volunteer in Kano knows which hospital in Kano is real.',
  vettingCheckTitle: 'What they check',
  vettingCheck1: 'Is the person real, and are they who they say they are?',
  vettingCheck2: 'Does the story hold together, and does the goal match the need?',
  vettingCheck3: 'Are the pictures genuine, and is the purpose lawful?',
  vettingCheck4: 'Is the campaign honest about rewards, which must never be financial?',
  vettingVerify:
    'When they are satisfied, the volunteer verifies the campaign and it goes live. A volunteer who is particularly confident can also recommend it for verified status. The volunteers who vetted a campaign are shown on it once it closes, so their work is visible.',
  vettingSlipTitle: 'And if something slips through?',
  vettingSlip:
    'Anyone can report a campaign, and our administrators review every report. Donors’ money is held until a campaign is claimed, so a campaign that is taken down does not take anyone’s money with it.',
  vettingEnd: 'Want to help? {volunteer} in your state.',
  vettingEndLink: 'Become a volunteer',
  donationIntro:
    'When you give on Ireti, the money does not go straight into the campaigner’s account. Here is what happens to it, step by step, and what protects you along the way.',
  donation1Title: '1. You pay through our card payment provider',
  donation1:
    'You choose an amount — at least {minimum} — and pay through our payment provider. Your card details never reach Ireti. There is no service fee: the amount you choose is the amount you are charged. You can give signed in, as a guest, or anonymously.',
  donation2Title: '2. We confirm it, once',
  donation2:
    'Your donation counts only when the provider confirms the payment, and it counts exactly once, even if your connection drops halfway. You get a receipt by e-mail and the campaign’s total goes up.',
  donation3Title: '3. We hold it',
  donation3:
    'Donations stay with Ireti while the campaign is running. Nobody can withdraw them early, and every naira is recorded in our books against the campaign it was given to.',
  donation4Title: '4. The campaigner claims it — or you get it back',
  donation4:
    'When a campaign reaches its goal, its owner can claim the money into a verified Nigerian bank account, once Ireti has approved their identity. Our only fee, {commission} of the goal, is taken then: a campaign with a goal of {goal} that raised {raised} pays {fee} and receives {payout}.',
  donationBack:
    'If the money cannot be used as promised, it comes back to you, in full and automatically, the way you paid (to your card, or to your bank account for a bank transfer or USSD):',
  donationBack1: 'when the campaign is deleted by its creator;',
  donationBack2: 'when donations are closed before the goal was met;',
  donationBack3: 'when your payment arrives after donations had already closed, for example because the goal had just been met.',
  donationBackAfter:
    'We tell you by e-mail when a refund is made; your bank decides how quickly it shows, usually within a few working days.',
  donation5Title: '5. You see what it did',
  donation5:
    'When a campaign is over, its owner closes it with a thank-you message and pictures. You can read them all on our {stories} page.',
  donation5Link: 'success stories',
});

function CampaignStory() {
  const t = useT(messages);
  return (
    <>
      <p>{t.storyIntro}</p>
      <h3>{t.story1Title}</h3>
      <p>{t.story1}</p>
      <h3>{t.story2Title}</h3>
      <p>{t.story2}</p>
      <h3>{t.story3Title}</h3>
      <p>{t.story3}</p>
      <h3>{t.story4Title}</h3>
      <p>{t.story4}</p>
      <h3>{t.story5Title}</h3>
      <p>{t.story5}</p>
      <h3>{t.story6Title}</h3>
      <p>{t.story6}</p>
      <p>
        <Rich text={t.storyEnd} parts={{ commission, start: <Link to="/create_campaigns">{t.storyEndLink}</Link> }} />
      </p>
    </>
  );
}

function VolunteerVetting() {
  const t = useT(messages);
  return (
    <>
      <p>{t.vettingIntro}</p>
      <h3>{t.vettingWhoTitle}</h3>
      <p>{t.vettingWho}</p>
      <h3>{t.vettingChosenTitle}</h3>
      <p>{t.vettingChosen}</p>
      <h3>{t.vettingCheckTitle}</h3>
      <ul>
        <li>{t.vettingCheck1}</li>
        <li>{t.vettingCheck2}</li>
        <li>{t.vettingCheck3}</li>
        <li>{t.vettingCheck4}</li>
      </ul>
      <p>{t.vettingVerify}</p>
      <h3>{t.vettingSlipTitle}</h3>
      <p>{t.vettingSlip}</p>
      <p>
        <Rich text={t.vettingEnd} parts={{ volunteer: <Link to="/volunteer">{t.vettingEndLink}</Link> }} />
      </p>
    </>
  );
}

function DonationJourney() {
  const t = useT(messages);
  return (
    <>
      <p>{t.donationIntro}</p>
      <h3>{t.donation1Title}</h3>
      <p>
        <Rich text={t.donation1} parts={{ minimum: minimumDonation }} />
      </p>
      <h3>{t.donation2Title}</h3>
      <p>{t.donation2}</p>
      <h3>{t.donation3Title}</h3>
      <p>{t.donation3}</p>
      <h3>{t.donation4Title}</h3>
      <p>
        <Rich text={t.donation4} parts={{ commission, ...claimExample }} />
      </p>
      <p>{t.donationBack}</p>
      <ul>
        <li>{t.donationBack1}</li>
        <li>{t.donationBack2}</li>
        <li>{t.donationBack3}</li>
      </ul>
      <p>{t.donationBackAfter}</p>
      <h3>{t.donation5Title}</h3>
      <p>
        <Rich text={t.donation5} parts={{ stories: <Link to="/success_stories">{t.donation5Link}</Link> }} />
      </p>
    </>
  );
}

const bodies: Record<string, () => React.JSX.Element> = {
  'write-a-campaign-story-donors-trust': CampaignStory,
  'how-volunteers-vet-campaigns': VolunteerVetting,
  'where-your-donation-goes': DonationJourney,
};

/** An article's full text, by slug (nothing for an unknown slug). */
export function ArticleBody({ slug }: { slug: string }) {
  const Body = bodies[slug];
  return Body ? <Body /> : null;
}
