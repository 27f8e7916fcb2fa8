import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { claimExample, commission, minimumDonation } from '../../../lib/content/policy.ts';

/** The blog articles' full texts, by slug (the metadata is in articles.ts). */
export const articleBodies: Record<string, ReactNode> = {
  'write-a-campaign-story-donors-trust': (
    <>
      <p>
        Most people who give to a campaign have never met the person behind it. They decide in the minute it takes to read your page on
        their phone. These six habits are what we see again and again in the campaigns that reach their goal.
      </p>
      <h3>1. A title that says who and what</h3>
      <p>
        “Help Amaka finish her final year of nursing school” tells a donor more than “Please help”. Put a name, the need and, if you can,
        the place in the title. Keep the summary under 50 characters: it is what people see on the campaign cards and in link previews.
      </p>
      <h3>2. One honest picture</h3>
      <p>
        Use a clear, recent photo of the person or the project — taken in daylight, not a logo or a stock image. If the campaign is about
        someone else, ask their permission first, and think about their dignity: a photo of a smiling patient is more moving than one of a
        hospital bed.
      </p>
      <h3>3. Say exactly what the money pays for</h3>
      <p>
        Break the goal down. “₦380,000 for the surgery, ₦60,000 for drugs and ₦40,000 for two weeks in the ward” is far more convincing than
        a round number. Donors give more readily when they can picture where their ₦5,000 goes — and the volunteers who vet your campaign
        will look for the same detail.
      </p>
      <h3>4. Tell the story in your own words</h3>
      <p>
        Who are you, what happened, why now, and what will change when the goal is met? Write as you would speak to a neighbour. Short
        paragraphs read better on a phone. Avoid pressure and exaggeration: people can tell.
      </p>
      <h3>5. Be ready to be checked</h3>
      <p>
        Volunteers from your state will verify your campaign before it can take donations. Make their job easy: keep documents such as a
        hospital estimate, an admission letter or a quotation at hand, and answer their questions quickly. A verified campaign is one donors
        trust.
      </p>
      <h3>6. Share it, and keep sharing</h3>
      <p>
        Your first donors are the people who already know you. Share your campaign link in your family, church, mosque, school and work
        groups, and ask a few people to share it on. When the campaign closes, post a thank-you with pictures of what the money did: it
        becomes a success story, and it will help the next person who asks.
      </p>
      <p>
        Ready? <Link to="/create_campaigns">Start your campaign</Link> — it is free, and Ireti only takes {commission} of your goal when you
        claim what you raised.
      </p>
    </>
  ),
  'how-volunteers-vet-campaigns': (
    <>
      <p>
        On Ireti, a new campaign cannot take a single naira until someone has looked at it. That someone is a volunteer: an ordinary user
        who lives in the same state as the campaigner and who has been vetted by us first. Here is how it works.
      </p>
      <h3>Who the volunteers are</h3>
      <p>
        Anyone can apply — donors, campaigners, students, retirees. Volunteers can still run campaigns of their own. To be registered, an
        applicant uploads an identity document (a National ID, voter’s card, student ID, international passport or state bill receipt) and
        an electricity bill as proof of address, and then has an interview with the Ireti team. Those who are accepted are given a grade,
        and their profile and grade are public.
      </p>
      <h3>How they are chosen</h3>
      <p>
        When a campaign is submitted, it is assigned at random to approved volunteers of the campaigner’s state. Random assignment matters:
        a campaigner cannot pick a friend to approve them, and no single volunteer decides which campaigns get through. Local matters too: a
        volunteer in Kano knows which hospital in Kano is real.
      </p>
      <h3>What they check</h3>
      <ul>
        <li>Is the person real, and are they who they say they are?</li>
        <li>Does the story hold together, and does the goal match the need?</li>
        <li>Are the pictures genuine, and is the purpose lawful?</li>
        <li>Is the campaign honest about rewards, which must never be financial?</li>
      </ul>
      <p>
        When they are satisfied, the volunteer verifies the campaign and it goes live. A volunteer who is particularly confident can also
        recommend it for verified status. The volunteers who vetted a campaign are shown on it once it closes, so their work is visible.
      </p>
      <h3>And if something slips through?</h3>
      <p>
        Anyone can report a campaign, and our administrators review every report. Donors’ money is held until a campaign is claimed, so a
        campaign that is taken down does not take anyone’s money with it.
      </p>
      <p>
        Want to help? <Link to="/volunteer">Become a volunteer</Link> in your state.
      </p>
    </>
  ),
  'where-your-donation-goes': (
    <>
      <p>
        When you give on Ireti, the money does not go straight into the campaigner’s account. Here is what happens to it, step by step, and
        what protects you along the way.
      </p>
      <h3>1. You pay through our card payment provider</h3>
      <p>
        You choose an amount — at least {minimumDonation} — and pay through our payment provider. Your card details never reach Ireti. There
        is no service fee: the amount you choose is the amount you are charged. You can give signed in, as a guest, or anonymously.
      </p>
      <h3>2. We confirm it, once</h3>
      <p>
        Your donation counts only when the provider confirms the payment, and it counts exactly once, even if your connection drops halfway.
        You get a receipt by e-mail and the campaign’s total goes up.
      </p>
      <h3>3. We hold it</h3>
      <p>
        Donations stay with Ireti while the campaign is running. Nobody can withdraw them early, and every naira is recorded in our books
        against the campaign it was given to.
      </p>
      <h3>4. The campaigner claims it — or you get it back</h3>
      <p>
        When a campaign reaches its goal, its owner can claim the money into a verified Nigerian bank account, once Ireti has approved their
        identity. Our only fee, {commission} of the goal, is taken then: a campaign with a goal of {claimExample.goal} that raised{' '}
        {claimExample.raised} pays {claimExample.fee} and receives {claimExample.payout}.
      </p>
      <p>If the money cannot be used as promised, it comes back to you, in full and automatically, through the card provider:</p>
      <ul>
        <li>when the campaign is deleted by its creator;</li>
        <li>when donations are closed before the goal was met;</li>
        <li>when your payment arrives after donations had already closed, for example because the goal had just been met.</li>
      </ul>
      <p>We tell you by e-mail when a refund is made; your bank decides how quickly it shows, usually within a few working days.</p>
      <h3>5. You see what it did</h3>
      <p>
        When a campaign is over, its owner closes it with a thank-you message and pictures. You can read them all on our{' '}
        <Link to="/success_stories">success stories</Link> page.
      </p>
    </>
  ),
};
