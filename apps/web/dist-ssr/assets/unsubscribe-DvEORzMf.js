// src/locales/ig/unsubscribe.json
var unsubscribe_default = {
  'unsubscribe/unsubscribe-page': {
    title: 'Kwụsị ozi',
    broken: 'Njikọ a anaghị arụ ọrụ',
    notFound: "Ikekwe njikọ nkwụsị ahụ ezughị ezu ma ọ bụ e dehiere ya. Depụta njikọ ahụ niile site n'ozi-e ahụ.",
    goHome: 'Gaa na Ireti',
    unsubscribed: 'Akwụsịla izitere gị ozi',
    subscribed: 'Ị debanyela aha ọzọ maka ozi',
    noMore: 'Ị gaghị enwetakwa ozi ọhụrụ gbasara {campaign}.',
    again: 'Ị ga-enweta ozi ọhụrụ gbasara {campaign} ọzọ.',
    stillSent: 'Akwụkwọ nnata ego na ọkwa nkwụghachi ego ka ga-abịa: ha gbasara ego gị.',
    undo: 'Gbanwee: nọgide na-enweta ozi',
    unsubscribeAgain: 'Kwụsị ozi ọzọ',
    seeCampaign: 'Hụ mkpọsa ahụ',
  },
};
export { unsubscribe_default as default };
