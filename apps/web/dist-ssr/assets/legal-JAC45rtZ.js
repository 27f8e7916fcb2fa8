// src/locales/pcm/legal.json
var legal_default = {
  'legal/legal-doc': { onThisPage: 'For this page' },
  'legal/terms-page': {
    title: 'Terms of use',
    intro: 'The rules for people wey dey start campaign, donors and volunteers for Ireti, for simple language.',
    meta: 'For short: account na free, donors no dey pay fee, we dey take {commission} of the target when dem collect the money, donors dey get full refund when campaign no fit continue, and na Nigerian law dey apply.',
    agreementTitle: 'How you take agree to these terms',
    agreement1:
      'These terms na the agreement between you and Ireti (“Ireti”, “we”, “us”) for how you go use ireti.ng and im services. When you open account, start campaign, donate or volunteer, you don accept dem, together with our {privacy}. If you no accept dem, abeg no use Ireti.',
    privacyLink: 'privacy policy',
    agreement2:
      'Ireti na platform: we dey connect people wey dey gather money with people wey dey give am. We no be bank, charity, investment scheme or part of any promise wey person wey start campaign make.',
    eligibilityTitle: 'Who fit use Ireti',
    eligibility1: 'You must don reach 18 years or pass before you fit use Ireti by yourself.',
    eligibility2:
      'If you dey between 13 and 17, you fit use Ireti only if your parent or guardian gree, and na dem go accept these terms for you and answer for wetin you do here.',
    eligibility3: 'Pikin wey never reach 13 no fit use Ireti.',
    eligibility4:
      'Organisations dey act through one person wey get authority to bind dem; that person go confirm am when e dey register the organisation.',
    accountsTitle: 'Your account',
    accountsFree: 'Account na free.',
    accounts1:
      '{free} You go give us correct, current information and dey update am, confirm your email, and keep your password to yourself. Na you go answer for wetin happen under your account; tell us sharp sharp for {email} if you think say another person don use am.',
    accounts2:
      'To start campaign, you go first submit identity information (your social profiles, one reference person and identity document; for organisations, logo, feature pictures and registration document too). To collect the money wey campaign gather, Ireti admin must don approve that identity.',
    campaignsTitle: 'Campaigns',
    campaigns1:
      'Campaign dey gather money for naira for real, legal purpose wey you describe with truth. When you start one, you promise say:',
    campaignsPromise1:
      'the story, pictures and amounts na true and na your own to share, and everybody wey dey show or wey you mention for inside don gree;',
    campaignsPromise2: 'you go use the money for the purpose wey you describe, and you go tell donors if e change;',
    campaignsPromise3:
      'rewards wey you offer no be money matter (thank-you, product, experience) — never interest, shares, profit or return on money — and you go deliver dem as you describe.',
    campaigns2:
      'Nobody fit use campaign for anything wey dey against law, for fraud, for betting, lottery or investment scheme, for weapons, for hate or violence, or to gather money for political party or candidate.',
    vettingTitle: 'Checking and status',
    vetting1:
      'New campaign go wait make dem check am and e no fit collect donation until volunteer from im state (or admin) check am. After that e go dey live until donations close. Campaign dey close for donations when the owner close am or when e hit im target; then the owner go close am with thank-you message and pictures, and e go show as success story. You no fit undo closing donations, closing and deleting.',
    vetting2:
      'Anybody fit report campaign. We fit suspend, hide or remove campaign, or close account, wey break these terms or the law, and we dey work with Nigerian law enforcement when law require am.',
    donationsTitle: 'Donations',
    donationsNoFee: 'Donors no dey pay service fee:',
    donations1:
      '{noFee} the amount wey you choose na the amount dem go charge you. The smallest donation na {minimum}. Payments dey go through our card payment provider; Ireti no dey ever see or keep your full card number.',
    donations2:
      'You fit donate after you login, as guest with your name and email, or make dem no know your name, with only your email. Donation wey dem no know your name dey hide your name from the campaign owner and the public; Ireti admins still fit see who give am, to stop fraud and follow the law.',
    donations3:
      'Donation na gift to the campaign, no be something wey you buy from Ireti. Apart from the refunds wey we describe below, you no fit withdraw donation once dem don confirm the payment. Whether donation fit reduce your tax depend on who collect am and your own situation; Ireti no dey give tax advice.',
    feesTitle: 'Our fee and how to collect the money',
    feesCommission: 'commission of {commission} of the campaign target',
    fees1:
      'Ireti dey collect {commission}, one time, when the person wey start the campaign collect the money. No fee to open account, start campaign or donate.',
    fees2:
      'Ireti dey hold donations until person collect dem. Campaign owner fit collect the money once the donations wey dem don confirm don hit the target, if dem don approve im identity, enter Nigerian bank account wey dem don check. The payout na wetin don gather minus {commission} of the target. Once campaign hit im target, donations go close.',
    feesAllOrNothing: 'Ireti na all-or-nothing.',
    fees3:
      '{allOrNothing} If campaign donations close before e hit im target, nobody go collect anything: every donor go get full refund, and we no go take commission. Set target wey you fit reach.',
    fees4:
      'For example, campaign wey im target na {goal} and wey gather {raised} go pay commission of {fee} and collect payout of {payout}.',
    refundsTitle: 'Refunds',
    refunds1: 'Donors dey get full refund, automatically, when dem no fit use the money as dem promise:',
    refundsCase1: 'the person wey create the campaign delete am;',
    refundsCase2: 'donations close before the campaign hit im target, so the campaign no fit succeed;',
    refundsCase3: 'payment land after donations don close, like when dem don already hit the target.',
    refunds2:
      'Refund na the whole amount of the donation, wey go back through our card payment provider to the card or account wey pay am, and na only one time. We go tell the donor for email. Na your bank go decide how long the money go take to show, usually few working days. Ireti no fit refund donation wey dem don already pay to campaign owner; any wahala about how campaign owner use money na between the donor and the campaign owner, but we go help where we fit.',
    volunteersTitle: 'Volunteers',
    volunteers1:
      'Any user, whether e get campaign or not, fit apply to volunteer. We dey register volunteer only after identity check, proof of address (light bill) and interview with Ireti. Volunteers fit also start their own campaign.',
    volunteers2:
      'We dey give every new campaign at random to volunteers wey we don approve for the state of the campaign owner, and dem go check am well. Everybody fit see volunteers profile and grade, so anybody fit know who stand for one campaign. Volunteer must dey honest and no dey take side, must no collect money or gift to check campaign, and e go lose im volunteer status if e break these terms.',
    contentTitle: 'Your content',
    content1:
      'The stories and pictures wey you post still be your own. You dey give Ireti free licence wey no be only for us to host, show, resize and share dem for Ireti and for links to your campaign for as long as dem dey the site. The Ireti name, logo and site design na Ireti own.',
    liabilityTitle: 'Wetin we go answer for',
    liability1:
      'We dey try hard make Ireti dey available, correct and safe, but we dey provide am “as e be”. We no go answer for wetin campaign owners talk, do or deliver, for how any campaign end, or for loss wey come from things wey we no fit control.',
    liabilityLimit: 'the total wey Ireti go pay you for any claim wey concern Ireti no go pass {cap}',
    liability2:
      'As far as law allow, {limit}. Nothing for these terms dey limit anything wey law no allow us limit, like fraud, or remove your rights as consumer under Nigerian law.',
    lawTitle: 'Law and wahala',
    law1: 'Na the laws of the Federal Republic of Nigeria dey control these terms. Abeg contact us first so we fit try settle any complaint. Any wahala wey we no fit settle like that na only the courts of Nigeria go handle am.',
    changesTitle: 'Changes and contact',
    changes1:
      'We fit change these terms; we go announce any important change for the site and for email before e start. You fit ask questions about these terms through our {helpForm} or for {email}.',
    helpForm: 'help form',
  },
  'legal/privacy-page': {
    title: 'Privacy policy',
    intro: 'Wetin be the personal data wey Ireti dey collect, why we dey collect am, who fit see am, and the rights wey you get over am.',
    meta: 'E start to work from {date}. We don update am for the Nigeria Data Protection Act 2023.',
    whoTitle: 'Who we be',
    who1: 'Na Ireti dey run ireti.ng, one crowdfunding and donation platform for Nigeria, and na Ireti be the data controller for the personal data wey we describe here. You fit reach the person wey dey in charge of data protection for Ireti for {email}.',
    lawTitle: 'The law wey we dey follow',
    law1: 'We dey handle personal data according to the Nigeria Data Protection Act 2023 (NDPA) and the Nigeria Data Protection Regulation 2019 (NDPR) where e still dey apply, under the supervision of the Nigeria Data Protection Commission (NDPC). This policy start to work from {date} and we don update am since then to follow the NDPA.',
    collectTitle: 'Wetin we dey collect',
    collectAccountLabel: 'Your account:',
    collectAccount:
      '{label} name, email, password (we dey keep am only as one-way hash wey nobody fit turn back), phone number, state and local government area, gender and profile picture. For organisations: name, type, category, address, phone numbers, email, social links, logo and feature pictures.',
    collectIdentityLabel: 'Identity check:',
    collectIdentity:
      '{label} your social profile links, the name, email and phone number of one reference person, and identity document; for organisations, registration document too.',
    collectVolunteerLabel: 'Volunteer applications:',
    collectVolunteer: '{label} identity document, light bill as proof of address, the notes from your interview and your grade.',
    collectCampaignsLabel: 'Campaigns:',
    collectCampaigns: '{label} the story, pictures, target, rewards and thank-you message wey you post.',
    collectDonationsLabel: 'Donations:',
    collectDonations:
      '{label} your name (unless you donate make dem no know your name), email, phone number if you give am, the amount, your comment and the payment reference. Your card details dey go straight to our payment provider; we no dey ever see or keep your full card number.',
    collectPayoutsLabel: 'Payouts:',
    collectPayouts: '{label} the bank, account number and account name wey we dey pay the person wey start the campaign enter.',
    collectMessagesLabel: 'Messages wey you send us:',
    collectMessages: '{label} wetin you send through the help form (name, email, phone number and message).',
    collectTechnicalLabel: 'Technical data:',
    collectTechnical:
      '{label} your IP address and the requests wey your device dey make, wey we dey keep for our logs to keep the service safe.',
    useTitle: 'Why we dey use am',
    useServiceLabel: 'To give you the service wey you ask for',
    useService:
      '{label} (to carry out our agreement with you): to run your account, post campaigns, collect and confirm donations, refund donors and pay the people wey start campaign.',
    useLegalLabel: 'To do wetin law say we must do:',
    useLegal:
      '{label} to keep financial records, to stop money laundering and fraud, and to answer request wey Nigerian authorities make according to law.',
    useInterestsLabel: 'For our legitimate interests:',
    useInterests:
      '{label} to check campaigns, keep Ireti safe, look into reports and make the service better — never for any way wey go pass your rights.',
    useConsentLabel: 'If you gree:',
    useConsent:
      '{label} updates from campaigns wey you no give to, and news from Ireti. We dey record the words wey you agree to and the time; you fit withdraw with one click for Settings, and we go record that one too. Receipts, email check, refunds, payouts and updates from campaigns wey you give to na part of the service and dem go always come.',
    visibleTitle: 'Wetin other people fit see',
    visible1: 'Crowdfunding na public thing by nature. Everybody fit see:',
    visibleCampaigns:
      'campaigns: the story, pictures, target, the money wey don gather and the name or organisation of the person wey start the campaign;',
    visibleDonations:
      'donations: the donor name, amount, date and comment — unless the donor donate make dem no know im name, then na “Anonymous” we go show instead;',
    visibleVolunteers:
      'volunteers: name, picture, grade and the campaigns wey dem don check (we design am so that volunteers profile and grade dey public, so donors fit see who stand for one campaign);',
    visibleOrganisations: 'organisations wey we don check: the details wey dem choose to show.',
    visibleAdmins: 'Ireti admins fit see who give donation wey no get name',
    visible2:
      'Nobody else fit see your email, phone number, documents or bank details. {admins}, to stop fraud and follow the law. Volunteers wey dem assign to one campaign dey see wetin dem need to check am. We dey keep identity documents and proofs of address for private place, and na only the owner and Ireti admins fit see dem.',
    shareTitle: 'Who we dey share am with',
    share1: 'We no dey ever sell personal data. We dey share am only with:',
    sharePayments: 'our card payment provider, to collect donations, refund donors and pay the people wey start campaign;',
    shareServices:
      'the services wey dey send our emails and text messages and wey dey host our servers and files, under contract wey bind dem to protect am;',
    shareAuthorities: 'authorities, when Nigerian law require am or to protect person from serious harm.',
    share2:
      'If some of these providers dey keep data outside Nigeria, we go send am only where the NDPA allow, for example to country wey get correct protection or under contract wey get safeguards.',
    keepTitle: 'How long we dey keep am',
    keepAccount:
      'Account and campaign data: as long as your account dey open. When you close am, we go clean comot your name, email, phone numbers, photo, social links, addresses and documents, and your account go show as “Former member”; your donations go remain only as money records, e go show as “Anonymous”.',
    keepRecords:
      'Donation, refund and payout records: as long as Nigerian tax law and anti-money-laundering law require, wey be at least five years for now.',
    keepDocuments:
      'Identity documents and proof of address: we go delete dem 12 months after the decision on top dem, unless dispute or legal duty need dem pass that.',
    keepPayouts: 'Payout bank details: once payout don pay and settle, na only the last four digits of the account number we go keep.',
    keepMessages: 'Help messages: two years. Server logs: 90 days.',
    securityTitle: 'How we dey protect am',
    security1:
      'Everything dey pass through encrypted connections. We dey keep passwords and session tokens only as one-way hashes, we dey keep documents where the public no fit reach, and we dey record every admin action for audit log. Na only the staff wey need personal data for their work fit reach am. If breach put your rights for risk, we go tell the Nigeria Data Protection Commission inside 72 hours after we know, and we go tell you quick quick.',
    rightsTitle: 'Your rights',
    rights1: 'Under the NDPA, you get right to:',
    rightsInformed: 'know how we dey use your data (this policy), and collect copy of am;',
    rightsCorrect: 'make we correct am, or delete am when we no get reason to keep am again;',
    rightsRestrict: 'limit how we dey use am or object to am, and withdraw consent wey you don give;',
    rightsPortable: 'collect am for format wey you fit carry go another place;',
    rightsAutomated: 'make dem no use only machine (automated means) take decision wey go affect you well well.',
    rights2:
      'You fit do most of this by yourself for Settings, under Account Settings: correct your details, download all your data for one archive (JSON and CSV, through link wey we go email you, e go work once, for 24 hours), give or withdraw consent, and close your account after you type your password. If you no fit sign in, write to {email}; we go act on written request inside one month and record am. If you no satisfy, you fit complain to the Nigeria Data Protection Commission.',
    childrenTitle: 'Pikin',
    children1:
      'Ireti na for people wey don reach 18 years or pass. Young people wey dey between 13 and 17 fit use am only if their parent or guardian gree, and we go delete the data of any pikin wey never reach 13 as soon as we know. Check our {terms}.',
    termsLink: 'terms of use',
    storageTitle: 'Cookies and local storage',
    storage1:
      'Ireti dey keep your login session for your browser local storage so you go still dey logged in; when you comot, e go clear am. We no dey use advertising cookies or third-party trackers.',
    changesTitle: 'Changes to this policy',
    changes1:
      'When we change this policy, we go put the new version here, and tell you for email before any important change start. You fit ask questions for {email} or through our {helpForm}.',
    helpForm: 'help form',
    security2:
      'Administrators and volunteers, wey fit open identity documents and decide on campaigns, must sign in with second factor (passkey or authenticator app) plus their password. Every time wey anybody wey no be you look your identity document, proof of address, identity details, delivery address or contact details, we dey record who, when and why — administrator must first give the reason — and you fit read that record for Settings.',
  },
};
export { legal_default as default };
