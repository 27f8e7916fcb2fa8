// src/locales/yo/unsubscribe.json
var unsubscribe_default = {
  'unsubscribe/unsubscribe-page': {
    title: 'Dá ìròyìn dúró',
    broken: 'Ìjápọ̀ yìí kò ṣiṣẹ́',
    notFound: 'Ó ṣeé ṣe kí ìjápọ̀ ìdádúró náà ti gé kúrú tàbí kí a ti kọ ọ́ ní àṣìṣe. Da gbogbo ìjápọ̀ náà kọ láti inú ímeèlì.',
    goHome: 'Lọ sí Ireti',
    unsubscribed: 'A ti dá ìròyìn dúró fún ọ',
    subscribed: 'O tún ti forúkọ sílẹ̀ fún ìròyìn',
    noMore: 'O kò ní gba ìròyìn tuntun nípa {campaign} mọ́.',
    again: 'Ìwọ yóò tún máa gba ìròyìn tuntun nípa {campaign}.',
    stillSent: 'Ìwé ẹ̀rí ìsanwó àti ìfitónilétí ìdápadà owó ṣì ń wá: nípa owó rẹ ni wọ́n.',
    undo: 'Dá a padà: máa gba ìròyìn lọ',
    unsubscribeAgain: 'Dá ìròyìn dúró lẹ́ẹ̀kan sí i',
    seeCampaign: 'Wo ìpolongo náà',
  },
};
export { unsubscribe_default as default };
