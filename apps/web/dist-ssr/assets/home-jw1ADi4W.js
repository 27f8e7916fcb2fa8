// src/locales/pcm/home.json
var home_default = {
  'home/home-page': {
    topTitle: 'Top campaigns',
    topIntro: 'Na dem people donate to pass for the last 30 days.',
    closingTitle: 'Dem don near their target',
    closingIntro: 'Small more and dem go reach.',
    newTitle: 'New campaigns',
    newIntro: 'Our volunteers just check dem.',
  },
  'home/campaign-section': {
    seeAll: 'See all',
    failed: 'We no fit load these campaigns. Abeg refresh.',
  },
  'home/counters': {
    title: 'Ireti for numbers',
    campaigns: 'Campaigns',
    campaignsHint: 'dem don check, dey live or don finish',
    donations: 'Donations',
    donationsHint: 'donations wey don confirm from donors',
    stories: 'Success stories',
    storiesHint: 'campaigns wey reach their target',
    loading: 'E dey load',
  },
  'home/hero': {
    kicker: 'Crowdfunding for Naija',
    title: 'Gather money for wetin matter, for naira, with people wey care.',
    intro:
      'Hospital bill, school fees, new shop, borehole for community. Volunteers for the campaign own state dey check every campaign, and donors no dey pay any fee.',
    start: 'Start campaign',
    explore: 'Check campaigns',
    searchLabel: 'Search campaigns',
    searchPlaceholder: 'Search: surgery, school fees, Kano…',
    search: 'Search',
    categories: 'Check am by category',
  },
  'home/success-stories': {
    title: 'Success stories',
    intro: 'Campaigns wey reach their people, for the owners own words.',
    all: 'All success stories',
    raised: '{amount} don gather · target don reach',
    view: 'See Campaign',
  },
  'home/home-blocks': {
    whyKicker: 'Why you go choose Ireti',
    whyTitle: 'Donation wey dey straight, from the first naira reach the thank-you',
    freeTitle: 'E free for donors',
    freeText:
      'Account na free and donors no dey pay service fee. We dey take {commission} of the target only when the person wey start the campaign collect the money.',
    vettedTitle: 'Na your neighbours dey check am',
    vettedText: 'Volunteers wey dem train from the campaign own state dey check every campaign before e fit collect even one naira.',
    protectedTitle: 'Your money dey safe',
    protectedText:
      'We dey hold donations until the campaign reach im target and dem collect am. If dem delete campaign or e no reach, you go get all your money back.',
    payTitle: 'Pay the way wey you like',
    payText: 'Donate with card, bank transfer or USSD: login, as guest, or make dem no know your name.',
    askTitle: 'You need to gather money for something wey matter?',
    askText:
      'Hospital bill, school fees, small business, community project. Tell your story with title and picture, share the link with the people wey know you, and make volunteers stand for am. To start campaign na free.',
    start: 'Start campaign',
    seeHow: 'See how e dey work',
    blogKicker: 'From our blog',
    blogTitle: 'Guides for people wey start campaign and donors',
    visitBlog: 'Check our blog',
    readMore: 'Read More',
    newTab: '(e go open for new tab)',
    trusted: 'Organisations for everywhere for Naija trust us',
    everyOrg: 'See all the organisations wey we don check',
  },
};
export { home_default as default };
