import { W as Link } from '../entry-server.js';
import { t as LegalDoc } from './legal-doc-KGgxgM8h.js';
import { a as privacyEffective, o as privacyEmail } from './policy-D3QFlXg4.js';
import { I as $, b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { t as Rich } from './rich-CGqdJQIK.js';
// src/features/pages/privacy-page.tsx
var messages = i18n('legal/privacy-page', {
  title: 'Privacy policy',
  intro: 'What personal data Ireti collects, why, who can see it, and the rights you have over it.',
  meta: 'Effective {date}. Revised for the Nigeria Data Protection Act 2023.',
  whoTitle: 'Who we are',
  who1: 'Ireti runs ireti.ng, a crowdfunding and donation platform for Nigeria, and is the data controller for the personal data described here. You can reach the person responsible for data protection at Ireti at {email}.',
  lawTitle: 'The law we follow',
  law1: 'We process personal data in line with the Nigeria Data Protection Act 2023 (NDPA) and the Nigeria Data Protection Regulation 2019 (NDPR) where it still applies, under the supervision of the Nigeria Data Protection Commission (NDPC). This policy took effect on {date} and has been revised since to reflect the NDPA.',
  collectTitle: 'What we collect',
  collectAccountLabel: 'Your account:',
  collectAccount:
    '{label} name, e-mail address, password (stored only as a one-way hash), mobile number, state and local government area, gender and profile photo. For organisations: name, type, category, address, phone numbers, e-mail, social links, logo and feature images.',
  collectIdentityLabel: 'Identity verification:',
  collectIdentity:
    '{label} your social profile links, a reference person’s name, e-mail and mobile number, and an identity document; for organisations, a registration document too.',
  collectVolunteerLabel: 'Volunteer applications:',
  collectVolunteer: '{label} an identity document, an electricity bill as proof of address, notes from your interview and your grade.',
  collectCampaignsLabel: 'Campaigns:',
  collectCampaigns: '{label} the story, pictures, goal, rewards and thank-you message you publish.',
  collectDonationsLabel: 'Donations:',
  collectDonations:
    '{label} your name (unless you give anonymously), e-mail address, mobile number if you give it, the amount, your comment and the payment reference. Your card details go straight to our payment provider; we never see or store your full card number.',
  collectPayoutsLabel: 'Payouts:',
  collectPayouts: '{label} the bank, account number and account name a campaigner is paid into.',
  collectMessagesLabel: 'Messages to us:',
  collectMessages: '{label} what you send through the help form (name, e-mail, mobile number and message).',
  collectTechnicalLabel: 'Technical data:',
  collectTechnical: '{label} your IP address and the requests your device makes, kept in our logs to keep the service secure.',
  useTitle: 'Why we use it',
  useServiceLabel: 'To provide the service you asked for',
  useService:
    '{label} (performance of a contract): running your account, publishing campaigns, taking and confirming donations, refunding donors and paying campaigners.',
  useLegalLabel: 'To meet our legal obligations:',
  useLegal:
    '{label} keeping financial records, preventing money laundering and fraud, and answering lawful requests from Nigerian authorities.',
  useInterestsLabel: 'For our legitimate interests:',
  useInterests:
    '{label} vetting campaigns, keeping Ireti safe, investigating reports and improving the service — never in a way that overrides your rights.',
  useConsentLabel: 'With your consent:',
  useConsent:
    '{label} campaign updates from campaigns you did not give to, and news from Ireti. We record the words you agreed to and when; you can withdraw with one click in Settings, and we record that too. Receipts, e-mail checks, refunds, payouts and updates from campaigns you gave to are part of the service and always come.',
  visibleTitle: 'What others can see',
  visible1: 'Crowdfunding is public by nature. Everyone can see:',
  visibleCampaigns: 'campaigns: the story, pictures, goal, amount raised and the campaigner’s name or organisation;',
  visibleDonations:
    'donations: the donor’s name, amount, date and comment — unless the donor gave anonymously, when “Anonymous” is shown instead;',
  visibleVolunteers:
    'volunteers: name, photo, grade and the campaigns they verified (volunteers’ profiles and grades are public by design, so donors can see who vouched for a campaign);',
  visibleOrganisations: 'verified organisations: the details they chose to list.',
  visibleAdmins: 'Ireti administrators can see who made an anonymous donation',
  visible2:
    'Nobody else can see your e-mail address, phone number, documents or bank details. {admins}, to prevent fraud and to meet the law. Volunteers assigned to a campaign see what they need to vet it. Identity documents and proofs of address are stored privately and are seen only by their owner and Ireti administrators.',
  shareTitle: 'Who we share it with',
  share1: 'We never sell personal data. We share it only with:',
  sharePayments: 'our card payment provider, to take donations, refund donors and pay campaigners;',
  shareServices:
    'the services that send our e-mails and text messages and host our servers and files, under contracts that bind them to protect it;',
  shareAuthorities: 'authorities, when Nigerian law requires it or to protect someone from serious harm.',
  share2:
    'If some of these providers keep data outside Nigeria, we transfer it only where the NDPA allows, for example to a country with adequate protection or under contractual safeguards.',
  keepTitle: 'How long we keep it',
  keepAccount:
    'Account and campaign data: while your account is open. When you close it, your name, e-mail, phone numbers, photo, social links, addresses and documents are erased and your account shows as “Former member”; your donations stay only as financial records, shown as “Anonymous”.',
  keepRecords:
    'Donation, refund and payout records: as long as Nigerian tax and anti-money-laundering law require, which is currently at least five years.',
  keepDocuments:
    'Identity documents and proofs of address: deleted 12 months after the decision on them, unless a dispute or a legal duty needs them longer.',
  keepPayouts: 'Payout bank details: once a payout is paid and settled, we keep only the last four digits of the account number.',
  keepMessages: 'Help messages: two years. Server logs: 90 days.',
  securityTitle: 'How we protect it',
  security1:
    'Everything travels over encrypted connections. Passwords and session tokens are stored only as one-way hashes, documents are kept out of public reach, and every administrative action is recorded in an audit log. Only the staff who need personal data for their work can reach it. If a breach puts your rights at risk, we tell the Nigeria Data Protection Commission within 72 hours of learning of it, and we tell you without delay.',
  security2:
    'Administrators and volunteers, who can open identity documents and decide on campaigns, must sign in with a second factor (a passkey or an authenticator app) as well as their password. Every time anyone but you views your identity document, proof of address, identity details, delivery address or contact details, we record who, when and why — an administrator must give the reason first — and you can read that record in Settings.',
  rightsTitle: 'Your rights',
  rights1: 'Under the NDPA you have the right to:',
  rightsInformed: 'be told how your data is used (this policy), and get a copy of it;',
  rightsCorrect: 'have it corrected, or deleted when we no longer have a reason to keep it;',
  rightsRestrict: 'restrict or object to its use, and withdraw consent you gave;',
  rightsPortable: 'receive it in a portable format;',
  rightsAutomated: 'not be subject to decisions made solely by automated means that significantly affect you.',
  rights2:
    'You can do most of this yourself in Settings, under Account Settings: correct your details, download all your data in one archive (JSON and CSV, by a link we e-mail you that works once, for 24 hours), give or withdraw consent, and close your account after typing your password. If you cannot sign in, write to {email}; we act on a written request within one month and record it. If you are not satisfied, you may complain to the Nigeria Data Protection Commission.',
  childrenTitle: 'Children',
  children1:
    'Ireti is for people aged 18 and over. Young people aged 13 to 17 may use it only with a parent’s or guardian’s consent, and we will delete data of a child under 13 as soon as we learn of it. See our {terms}.',
  termsLink: 'terms of use',
  storageTitle: 'Cookies and local storage',
  storage1:
    'Ireti keeps your sign-in session in your browser’s local storage so you stay signed in; signing out removes it. We do not use advertising cookies or third-party trackers.',
  changesTitle: 'Changes to this policy',
  changes1:
    'When we change this policy we publish the new version here, and tell you by e-mail before an important change takes effect. Questions are welcome at {email} or through our {helpForm}.',
  helpForm: 'help form',
});
function PrivacyPage() {
  const t = useT(messages);
  const email = /* @__PURE__ */ a('a', {
    href: `mailto:${privacyEmail}`,
    children: privacyEmail,
  });
  /** A list item that opens with a bold label: the label's place in the sentence is the translation's. */
  const labelled = (text, label) =>
    /* @__PURE__ */ a('li', {
      children: /* @__PURE__ */ a(Rich, {
        text,
        parts: { label: /* @__PURE__ */ a('strong', { children: label }) },
      }),
    });
  const sections = [
    {
      id: 'who',
      title: t.whoTitle,
      body: /* @__PURE__ */ a('p', {
        children: /* @__PURE__ */ a(Rich, {
          text: t.who1,
          parts: { email },
        }),
      }),
    },
    {
      id: 'law',
      title: t.lawTitle,
      body: /* @__PURE__ */ a('p', {
        children: /* @__PURE__ */ a(Rich, {
          text: t.law1,
          parts: { date: privacyEffective },
        }),
      }),
    },
    {
      id: 'collect',
      title: t.collectTitle,
      body: /* @__PURE__ */ a('ul', {
        children: [
          labelled(t.collectAccount, t.collectAccountLabel),
          labelled(t.collectIdentity, t.collectIdentityLabel),
          labelled(t.collectVolunteer, t.collectVolunteerLabel),
          labelled(t.collectCampaigns, t.collectCampaignsLabel),
          labelled(t.collectDonations, t.collectDonationsLabel),
          labelled(t.collectPayouts, t.collectPayoutsLabel),
          labelled(t.collectMessages, t.collectMessagesLabel),
          labelled(t.collectTechnical, t.collectTechnicalLabel),
        ],
      }),
    },
    {
      id: 'use',
      title: t.useTitle,
      body: /* @__PURE__ */ a('ul', {
        children: [
          labelled(t.useService, t.useServiceLabel),
          labelled(t.useLegal, t.useLegalLabel),
          labelled(t.useInterests, t.useInterestsLabel),
          labelled(t.useConsent, t.useConsentLabel),
        ],
      }),
    },
    {
      id: 'visible',
      title: t.visibleTitle,
      body: /* @__PURE__ */ a($, {
        children: [
          /* @__PURE__ */ a('p', { children: t.visible1 }),
          /* @__PURE__ */ a('ul', {
            children: [
              /* @__PURE__ */ a('li', { children: t.visibleCampaigns }),
              /* @__PURE__ */ a('li', { children: t.visibleDonations }),
              /* @__PURE__ */ a('li', { children: t.visibleVolunteers }),
              /* @__PURE__ */ a('li', { children: t.visibleOrganisations }),
            ],
          }),
          /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.visible2,
              parts: { admins: /* @__PURE__ */ a('strong', { children: t.visibleAdmins }) },
            }),
          }),
        ],
      }),
    },
    {
      id: 'share',
      title: t.shareTitle,
      body: /* @__PURE__ */ a($, {
        children: [
          /* @__PURE__ */ a('p', { children: t.share1 }),
          /* @__PURE__ */ a('ul', {
            children: [
              /* @__PURE__ */ a('li', { children: t.sharePayments }),
              /* @__PURE__ */ a('li', { children: t.shareServices }),
              /* @__PURE__ */ a('li', { children: t.shareAuthorities }),
            ],
          }),
          /* @__PURE__ */ a('p', { children: t.share2 }),
        ],
      }),
    },
    {
      id: 'keep',
      title: t.keepTitle,
      body: /* @__PURE__ */ a('ul', {
        children: [
          /* @__PURE__ */ a('li', { children: t.keepAccount }),
          /* @__PURE__ */ a('li', { children: t.keepRecords }),
          /* @__PURE__ */ a('li', { children: t.keepDocuments }),
          /* @__PURE__ */ a('li', { children: t.keepPayouts }),
          /* @__PURE__ */ a('li', { children: t.keepMessages }),
        ],
      }),
    },
    {
      id: 'security',
      title: t.securityTitle,
      body: /* @__PURE__ */ a($, {
        children: [/* @__PURE__ */ a('p', { children: t.security1 }), /* @__PURE__ */ a('p', { children: t.security2 })],
      }),
    },
    {
      id: 'rights',
      title: t.rightsTitle,
      body: /* @__PURE__ */ a($, {
        children: [
          /* @__PURE__ */ a('p', { children: t.rights1 }),
          /* @__PURE__ */ a('ul', {
            children: [
              /* @__PURE__ */ a('li', { children: t.rightsInformed }),
              /* @__PURE__ */ a('li', { children: t.rightsCorrect }),
              /* @__PURE__ */ a('li', { children: t.rightsRestrict }),
              /* @__PURE__ */ a('li', { children: t.rightsPortable }),
              /* @__PURE__ */ a('li', { children: t.rightsAutomated }),
            ],
          }),
          /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.rights2,
              parts: { email },
            }),
          }),
        ],
      }),
    },
    {
      id: 'children',
      title: t.childrenTitle,
      body: /* @__PURE__ */ a('p', {
        children: /* @__PURE__ */ a(Rich, {
          text: t.children1,
          parts: {
            terms: /* @__PURE__ */ a(Link, {
              to: '/terms_of_use',
              children: t.termsLink,
            }),
          },
        }),
      }),
    },
    {
      id: 'storage',
      title: t.storageTitle,
      body: /* @__PURE__ */ a('p', { children: t.storage1 }),
    },
    {
      id: 'changes',
      title: t.changesTitle,
      body: /* @__PURE__ */ a('p', {
        children: /* @__PURE__ */ a(Rich, {
          text: t.changes1,
          parts: {
            email,
            helpForm: /* @__PURE__ */ a(Link, {
              to: '/help',
              children: t.helpForm,
            }),
          },
        }),
      }),
    },
  ];
  return /* @__PURE__ */ a(LegalDoc, {
    title: t.title,
    intro: t.intro,
    meta: /* @__PURE__ */ a(Rich, {
      text: t.meta,
      parts: { date: /* @__PURE__ */ a('strong', { children: privacyEffective }) },
    }),
    sections,
  });
}
export { PrivacyPage as default, messages };
