// src/locales/ha/unsubscribe.json
var unsubscribe_default = {
  'unsubscribe/unsubscribe-page': {
    title: 'Daina karɓar labarai',
    broken: 'Wannan mahaɗi ba ya aiki',
    notFound: 'Wataƙila mahaɗin dakatarwa ya yanke ko an rubuta shi ba daidai ba. Kwafi dukan mahaɗin daga imel ɗin.',
    goHome: 'Je zuwa Ireti',
    unsubscribed: 'An daina aiko maka labarai',
    subscribed: 'An sake sanya ka don karɓar labarai',
    noMore: 'Ba za ka ƙara karɓar sabbin labarai game da {campaign} ba.',
    again: 'Za ka sake karɓar sabbin labarai game da {campaign}.',
    stillSent: 'Rasit da sanarwar mayar da kuɗi za su ci gaba da zuwa: game da kuɗinka ne.',
    undo: 'Soke: ci gaba da karɓar labarai',
    unsubscribeAgain: 'Sake daina karɓar labarai',
    seeCampaign: 'Duba kamfe ɗin',
  },
};
export { unsubscribe_default as default };
