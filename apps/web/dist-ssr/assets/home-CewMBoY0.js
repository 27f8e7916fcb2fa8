// src/locales/yo/home.json
var home_default = {
  'home/home-page': {
    topTitle: 'Àwọn ìpolongo tó gbajúmọ̀',
    topIntro: 'Àwọn tí a ṣètọrẹ fún jù lọ ní ọjọ́ 30 sẹ́yìn.',
    closingTitle: 'Wọ́n ti sún mọ́ àfojúsùn wọn',
    closingIntro: 'Díẹ̀ sí i, wọ́n á dé ibẹ̀.',
    newTitle: 'Àwọn ìpolongo tuntun',
    newIntro: 'Àwọn olùyọ̀ǹda wa ṣẹ̀ṣẹ̀ ṣàyẹ̀wò wọn.',
  },
  'home/campaign-section': {
    seeAll: 'Wo gbogbo',
    failed: 'A kò lè gbé àwọn ìpolongo wọ̀nyí wá. Jọ̀wọ́ sọ ojú-ìwé dọ̀tun.',
  },
  'home/counters': {
    title: 'Ireti ní ìwọ̀n nọ́ńbà',
    campaigns: 'Ìpolongo',
    campaignsHint: 'tí a ti ṣàyẹ̀wò, tó ń lọ tàbí tó ti parí',
    donations: 'Ọrẹ',
    donationsHint: 'ọrẹ tí a ti fìdí rẹ̀ múlẹ̀ láti ọ̀dọ̀ olùtọrẹ',
    stories: 'Ìtàn àṣeyọrí',
    storiesHint: 'ìpolongo tó dé àfojúsùn wọn',
    loading: 'Ó ń gbé e wá',
  },
  'home/hero': {
    kicker: 'Ìkówójọ fún Nàìjíríà',
    title: 'Kó owó jọ fún ohun tó ṣe pàtàkì, ní náírà, pẹ̀lú àwọn tó bìkítà.',
    intro:
      'Owó ilé-ìwòsàn, owó ilé-ìwé, ṣọ́ọ̀bù tuntun, kànga ẹ̀rọ fún àdúgbò. Àwọn olùyọ̀ǹda ní ìpínlẹ̀ ìpolongo kọ̀ọ̀kan ló ń ṣàyẹ̀wò rẹ̀, àwọn olùtọrẹ kì í sì í san owó kankan.',
    start: 'Bẹ̀rẹ̀ ìpolongo',
    explore: 'Ṣàwárí ìpolongo',
    searchLabel: 'Wá ìpolongo',
    searchPlaceholder: 'Wá: iṣẹ́ abẹ, owó ilé-ìwé, Kano…',
    search: 'Wá',
    categories: 'Wò ó ní ìsọ̀rí',
  },
  'home/success-stories': {
    title: 'Ìtàn àṣeyọrí',
    intro: 'Àwọn ìpolongo tó dé ọ̀dọ̀ àwọn ènìyàn wọn, ní ọ̀rọ̀ àwọn olùpolongo fúnra wọn.',
    all: 'Gbogbo ìtàn àṣeyọrí',
    raised: '{amount} tí a ti kó jọ · àfojúsùn ti pé',
    view: 'Wo ìpolongo',
  },
  'home/home-blocks': {
    whyKicker: 'Ìdí tí o fi yẹ kí o yan Ireti',
    whyTitle: 'Ìtọrẹ tó jẹ́ òtítọ́, láti náírà àkọ́kọ́ dé ọ̀rọ̀ ọpẹ́',
    freeTitle: 'Ọ̀fẹ́ ni fún olùtọrẹ',
    freeText:
      'Àkáǹtì jẹ́ ọ̀fẹ́, àwọn olùtọrẹ kì í sì í san owó iṣẹ́ kankan. A máa ń gba {commission} nínú àfojúsùn nígbà tí olùpolongo bá gba owó nìkan.',
    vettedTitle: 'Àwọn aládùúgbò rẹ ló ṣàyẹ̀wò rẹ̀',
    vettedText: 'Àwọn olùyọ̀ǹda tí a kọ́ láti ìpínlẹ̀ ìpolongo kọ̀ọ̀kan ló ń ṣàyẹ̀wò rẹ̀ kí ó tó lè gba náírà kan ṣoṣo.',
    protectedTitle: 'Owó rẹ wà ní ààbò',
    protectedText:
      'A máa ń di ọrẹ mú títí àfojúsùn yóò fi pé tí wọ́n á sì gbà á. Bí a bá pa ìpolongo rẹ́ tàbí tí kò bá dé àfojúsùn, a ó dá gbogbo owó rẹ padà.',
    payTitle: 'Sanwó bí o ṣe fẹ́',
    payText: 'Ṣètọrẹ pẹ̀lú káàdì, gbígbé owó láti báǹkì tàbí USSD, lẹ́yìn tí o bá wọlé, gẹ́gẹ́ bí àlejò tàbí láìfi orúkọ hàn.',
    askTitle: 'Ṣé o fẹ́ kó owó jọ fún ohun tó ṣe pàtàkì?',
    askText:
      'Owó ilé-ìwòsàn, owó ilé-ìwé, iṣẹ́ òwò kékeré, iṣẹ́ àkànṣe àdúgbò. Sọ ìtàn rẹ pẹ̀lú àkọlé àti àwòrán, pín ìjápọ̀ náà pẹ̀lú àwọn tó mọ̀ ọ́, kí o sì jẹ́ kí àwọn olùyọ̀ǹda jẹ́rìí sí i. Bíbẹ̀rẹ̀ ìpolongo jẹ́ ọ̀fẹ́.',
    start: 'Bẹ̀rẹ̀ ìpolongo',
    seeHow: 'Wo bí ó ṣe ń ṣiṣẹ́',
    blogKicker: 'Láti inú blog',
    blogTitle: 'Ìtọ́sọ́nà fún olùpolongo àti olùtọrẹ',
    visitBlog: 'Ṣàbẹ̀wò sí blog wa',
    readMore: 'Kà síwájú',
    newTab: '(yóò ṣí ní táàbù tuntun)',
    trusted: 'Àwọn àjọ káàkiri Nàìjíríà gbẹ́kẹ̀lé wa',
    everyOrg: 'Wo gbogbo àjọ tí a ti ṣàyẹ̀wò',
  },
};
export { home_default as default };
