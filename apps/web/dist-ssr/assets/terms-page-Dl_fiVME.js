import { W as Link } from '../entry-server.js';
import { t as LegalDoc } from './legal-doc-KGgxgM8h.js';
import { i as minimumDonation, n as commission, r as liabilityCap, s as supportEmail, t as claimExample } from './policy-D3QFlXg4.js';
import { I as $, b as a, c as params, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { t as Rich } from './rich-CGqdJQIK.js';
// src/features/pages/terms-page.tsx
var messages = i18n('legal/terms-page', {
  title: 'Terms of use',
  intro: 'The rules for campaigners, donors and volunteers on Ireti, in plain language.',
  meta: params(
    'In short: accounts are free, donors pay no fee, we take {commission} of the goal when funds are claimed, donors are refunded in full when a campaign cannot go ahead, and Nigerian law applies.',
  ),
  agreementTitle: 'Agreeing to these terms',
  agreement1:
    'These terms are the agreement between you and Ireti (“Ireti”, “we”, “us”) for the use of ireti.ng and its services. By creating an account, starting a campaign, donating or volunteering, you accept them, together with our {privacy}. If you do not accept them, please do not use Ireti.',
  privacyLink: 'privacy policy',
  agreement2:
    'Ireti is a platform: we connect people raising money with people giving it. We are not a bank, a charity, an investment scheme or a party to any promise a campaigner makes.',
  eligibilityTitle: 'Who can use Ireti',
  eligibility1: 'You must be 18 years or older to use Ireti on your own.',
  eligibility2:
    'If you are between 13 and 17, you may use Ireti only with the consent of a parent or guardian, who accepts these terms for you and is responsible for what you do here.',
  eligibility3: 'Children under 13 may not use Ireti.',
  eligibility4:
    'Organisations act through a person who is authorised to bind them; that person confirms it when registering the organisation.',
  accountsTitle: 'Your account',
  accountsFree: 'Accounts are free.',
  accounts1:
    '{free} You give us true, current information and keep it up to date, confirm your e-mail address, and keep your password to yourself. You are responsible for what happens under your account; tell us at once at {email} if you think someone else has used it.',
  accounts2:
    'To start a campaign you first submit identity information (your social profiles, a reference person and an identity document; for organisations also a logo, feature images and a registration document). To claim the money a campaign raised, that identity must have been approved by an Ireti administrator.',
  campaignsTitle: 'Campaigns',
  campaigns1:
    'A campaign raises money in naira for a real, lawful purpose that you describe truthfully. When you start one, you promise that:',
  campaignsPromise1:
    'the story, pictures and amounts are true and yours to share, and you have the consent of anyone shown or named in them;',
  campaignsPromise2: 'the money will be used for the purpose you described, and you will tell donors if that changes;',
  campaignsPromise3:
    'rewards you offer are non-financial (a thank-you, a product, an experience) — never interest, shares, profit or a return on money — and you will deliver them as described.',
  campaigns2:
    'Campaigns may not be used for anything illegal, for fraud, for gambling, lotteries or investment schemes, for weapons, for hate or violence, or to raise money for a political party or candidate.',
  vettingTitle: 'Vetting and status',
  vetting1:
    'A new campaign waits for verification and cannot take donations until a volunteer from its state (or an administrator) verifies it. It is then live until donations close. A campaign closes for donations when its owner closes it or when it reaches its goal; its owner then closes it with a thank-you message and pictures, and it is shown as a success story. Closing donations, closing and deleting cannot be undone.',
  vetting2:
    'Anyone can report a campaign. We may suspend, hide or remove a campaign, or close an account, that breaks these terms or the law, and we co-operate with Nigerian law enforcement when the law requires it.',
  donationsTitle: 'Donations',
  donationsNoFee: 'Donors pay no service fee:',
  donations1:
    '{noFee} the amount you choose is the amount you are charged. The smallest donation is {minimum}. Payments are made through our card payment provider; Ireti never sees or stores your full card number.',
  donations2:
    'You may donate signed in, as a guest with your name and e-mail address, or anonymously with your e-mail address only. An anonymous donation hides your name from the campaigner and the public; Ireti administrators can still see who made it, to prevent fraud and meet the law.',
  donations3:
    'A donation is a gift to the campaign, not a purchase from Ireti. Except for the refunds described below, a donation cannot be withdrawn once the payment is confirmed. Whether a donation is tax-deductible depends on the recipient and on your own situation; Ireti gives no tax advice.',
  feesTitle: 'Our fee and claiming funds',
  feesCommission: params('commission of {commission} of the campaign’s goal'),
  fees1:
    'Ireti is paid by a {commission}, taken once, when the campaigner claims the money. There is no fee to open an account, start a campaign or donate.',
  fees2:
    'Donations are held by Ireti until they are claimed. A campaign can be claimed once its confirmed donations have reached its goal, by its owner, whose identity has been approved, into a verified Nigerian bank account. The payout is what was raised minus {commission} of the goal. Reaching the goal closes the campaign for donations.',
  feesAllOrNothing: 'Ireti is all-or-nothing.',
  fees3:
    '{allOrNothing} If a campaign’s donations are closed before its goal is reached, nothing is paid out: every donor is refunded in full, and no commission is taken. Set a goal you can reach.',
  fees4: 'For example, a campaign with a goal of {goal} that raised {raised} pays a commission of {fee} and a payout of {payout}.',
  refundsTitle: 'Refunds',
  refunds1: 'Donors are refunded in full, automatically, when the money cannot be used as promised:',
  refundsCase1: 'the campaign is deleted by its creator;',
  refundsCase2: 'donations are closed before the campaign’s goal was met, so the campaign cannot be met;',
  refundsCase3: 'a payment arrives after donations had closed, for example because the goal was already met.',
  refunds2:
    'A refund is the whole amount of the donation, returned through our card payment provider to the card or account that paid it, and made exactly once. We tell the donor by e-mail. Your bank decides how long the money takes to appear, usually a few working days. A donation that was already paid out to a campaigner is not refundable by Ireti; disputes about how a campaigner used money are between the donor and the campaigner, though we will help where we can.',
  volunteersTitle: 'Volunteers',
  volunteers1:
    'Any user, campaigner or not, can apply to volunteer. A volunteer is registered only after an identity check, a proof of address (an electricity bill) and an interview with Ireti. Volunteers may also start campaigns of their own.',
  volunteers2:
    'Each new campaign is assigned at random to approved volunteers of the campaigner’s state, who check it and verify it. Volunteers’ profiles and grades are public, so anyone can see who vouched for a campaign. A volunteer must be honest and impartial, must not accept money or gifts for verifying a campaign, and loses their volunteer status if they break these terms.',
  contentTitle: 'Your content',
  content1:
    'You keep the rights to the stories and pictures you post. You give Ireti a free, non-exclusive licence to host, show, resize and share them on Ireti and in links to your campaign for as long as they are on the site. The Ireti name, logo and site design belong to Ireti.',
  liabilityTitle: 'Our liability',
  liability1:
    'We work hard to keep Ireti available, accurate and safe, but we provide it “as is”. We are not responsible for what campaigners say, do or deliver, for the outcome of any campaign, or for losses caused by events we could not reasonably control.',
  liabilityLimit: params('Ireti’s total liability to you for any claim connected with Ireti is limited to {cap}'),
  liability2:
    'To the extent the law allows, {limit}. Nothing in these terms limits a liability that the law does not allow us to limit, such as for fraud, or takes away your rights as a consumer under Nigerian law.',
  lawTitle: 'Law and disputes',
  law1: 'These terms are governed by the laws of the Federal Republic of Nigeria. Please contact us first so we can try to resolve any complaint. Disputes that cannot be resolved that way fall under the exclusive jurisdiction of the courts of Nigeria.',
  changesTitle: 'Changes and contact',
  changes1:
    'We may change these terms; we will announce an important change on the site and by e-mail before it takes effect. Questions about these terms are welcome through our {helpForm} or at {email}.',
  helpForm: 'help form',
});
function TermsPage() {
  const t = useT(messages);
  const email = /* @__PURE__ */ a('a', {
    href: `mailto:${supportEmail}`,
    children: supportEmail,
  });
  const sections = [
    {
      id: 'agreement',
      title: t.agreementTitle,
      body: /* @__PURE__ */ a($, {
        children: [
          /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.agreement1,
              parts: {
                privacy: /* @__PURE__ */ a(Link, {
                  to: '/privacy-policy',
                  children: t.privacyLink,
                }),
              },
            }),
          }),
          /* @__PURE__ */ a('p', { children: t.agreement2 }),
        ],
      }),
    },
    {
      id: 'eligibility',
      title: t.eligibilityTitle,
      body: /* @__PURE__ */ a('ul', {
        children: [
          /* @__PURE__ */ a('li', { children: t.eligibility1 }),
          /* @__PURE__ */ a('li', { children: t.eligibility2 }),
          /* @__PURE__ */ a('li', { children: t.eligibility3 }),
          /* @__PURE__ */ a('li', { children: t.eligibility4 }),
        ],
      }),
    },
    {
      id: 'accounts',
      title: t.accountsTitle,
      body: /* @__PURE__ */ a($, {
        children: [
          /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.accounts1,
              parts: {
                free: /* @__PURE__ */ a('strong', { children: t.accountsFree }),
                email,
              },
            }),
          }),
          /* @__PURE__ */ a('p', { children: t.accounts2 }),
        ],
      }),
    },
    {
      id: 'campaigns',
      title: t.campaignsTitle,
      body: /* @__PURE__ */ a($, {
        children: [
          /* @__PURE__ */ a('p', { children: t.campaigns1 }),
          /* @__PURE__ */ a('ul', {
            children: [
              /* @__PURE__ */ a('li', { children: t.campaignsPromise1 }),
              /* @__PURE__ */ a('li', { children: t.campaignsPromise2 }),
              /* @__PURE__ */ a('li', { children: t.campaignsPromise3 }),
            ],
          }),
          /* @__PURE__ */ a('p', { children: t.campaigns2 }),
          /* @__PURE__ */ a('h3', { children: t.vettingTitle }),
          /* @__PURE__ */ a('p', { children: t.vetting1 }),
          /* @__PURE__ */ a('p', { children: t.vetting2 }),
        ],
      }),
    },
    {
      id: 'donations',
      title: t.donationsTitle,
      body: /* @__PURE__ */ a($, {
        children: [
          /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.donations1,
              parts: {
                noFee: /* @__PURE__ */ a('strong', { children: t.donationsNoFee }),
                minimum: minimumDonation,
              },
            }),
          }),
          /* @__PURE__ */ a('p', { children: t.donations2 }),
          /* @__PURE__ */ a('p', { children: t.donations3 }),
        ],
      }),
    },
    {
      id: 'fees',
      title: t.feesTitle,
      body: /* @__PURE__ */ a($, {
        children: [
          /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.fees1,
              parts: { commission: /* @__PURE__ */ a('strong', { children: t.feesCommission({ commission }) }) },
            }),
          }),
          /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.fees2,
              parts: { commission },
            }),
          }),
          /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.fees3,
              parts: { allOrNothing: /* @__PURE__ */ a('strong', { children: t.feesAllOrNothing }) },
            }),
          }),
          /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.fees4,
              parts: claimExample,
            }),
          }),
        ],
      }),
    },
    {
      id: 'refunds',
      title: t.refundsTitle,
      body: /* @__PURE__ */ a($, {
        children: [
          /* @__PURE__ */ a('p', { children: t.refunds1 }),
          /* @__PURE__ */ a('ul', {
            children: [
              /* @__PURE__ */ a('li', { children: t.refundsCase1 }),
              /* @__PURE__ */ a('li', { children: t.refundsCase2 }),
              /* @__PURE__ */ a('li', { children: t.refundsCase3 }),
            ],
          }),
          /* @__PURE__ */ a('p', { children: t.refunds2 }),
        ],
      }),
    },
    {
      id: 'volunteers',
      title: t.volunteersTitle,
      body: /* @__PURE__ */ a($, {
        children: [/* @__PURE__ */ a('p', { children: t.volunteers1 }), /* @__PURE__ */ a('p', { children: t.volunteers2 })],
      }),
    },
    {
      id: 'content',
      title: t.contentTitle,
      body: /* @__PURE__ */ a('p', { children: t.content1 }),
    },
    {
      id: 'liability',
      title: t.liabilityTitle,
      body: /* @__PURE__ */ a($, {
        children: [
          /* @__PURE__ */ a('p', { children: t.liability1 }),
          /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.liability2,
              parts: { limit: /* @__PURE__ */ a('strong', { children: t.liabilityLimit({ cap: liabilityCap }) }) },
            }),
          }),
        ],
      }),
    },
    {
      id: 'law',
      title: t.lawTitle,
      body: /* @__PURE__ */ a('p', { children: t.law1 }),
    },
    {
      id: 'changes',
      title: t.changesTitle,
      body: /* @__PURE__ */ a('p', {
        children: /* @__PURE__ */ a(Rich, {
          text: t.changes1,
          parts: {
            helpForm: /* @__PURE__ */ a(Link, {
              to: '/help',
              children: t.helpForm,
            }),
            email,
          },
        }),
      }),
    },
  ];
  return /* @__PURE__ */ a(LegalDoc, {
    title: t.title,
    intro: t.intro,
    meta: t.meta({ commission }),
    sections,
  });
}
export { TermsPage as default, messages };
