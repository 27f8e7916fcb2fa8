// src/locales/ha/home.json
var home_default = {
  'home/home-page': {
    topTitle: 'Manyan kamfe',
    topIntro: 'Waɗanda aka fi ba gudummawa a kwanaki 30 da suka wuce.',
    closingTitle: 'Sun kusa cimma burin kuɗinsu',
    closingIntro: 'Ɗan ƙari kaɗan kuma za su kai.',
    newTitle: 'Sababbin kamfe',
    newIntro: 'Masu sa kai namu sun tabbatar da su yanzu.',
  },
  'home/campaign-section': {
    seeAll: 'Duba duka',
    failed: 'Ba a iya loda waɗannan kamfe ba. Don Allah a sabunta.',
  },
  'home/counters': {
    title: 'Ireti a alƙaluma',
    campaigns: 'Kamfe',
    campaignsHint: 'an tabbatar, suna gudana ko sun kammala',
    donations: 'Gudummawa',
    donationsHint: 'tabbatattun gudummawa daga masu bayarwa',
    stories: 'Labaran nasara',
    storiesHint: 'kamfe da suka cimma burin kuɗinsu',
    loading: 'Ana lodawa',
  },
  'home/hero': {
    kicker: 'Tara kuɗi don Najeriya',
    title: 'Tara kuɗi don abin da ke da muhimmanci, a naira, tare da mutanen da suka damu.',
    intro:
      "Kuɗin asibiti, kuɗin makaranta, sabon shago, rijiyar burtsatse ta al'umma. Masu sa kai a jihar kowace kamfe suna tabbatar da ita, kuma masu bayarwa ba sa biyan kowane kuɗi.",
    start: 'Fara kamfe',
    explore: 'Duba kamfe',
    searchLabel: 'Nemi kamfe',
    searchPlaceholder: 'Nema: tiyata, makaranta, Kano…',
    search: 'Nema',
    categories: 'Duba ta rukuni',
  },
  'home/success-stories': {
    title: 'Labaran nasara',
    intro: 'Kamfe da suka kai ga mutanensu, a kalaman masu kamfe da kansu.',
    all: 'Duk labaran nasara',
    raised: '{amount} da aka tara · an cimma burin kuɗi',
    view: 'Duba kamfe',
  },
  'home/home-blocks': {
    whyKicker: 'Me yasa za ka zaɓi Ireti',
    whyTitle: 'Bayarwa mai gaskiya, daga naira ta farko har zuwa godiya',
    freeTitle: 'Kyauta ga masu bayarwa',
    freeText:
      'Asusu kyauta ne, kuma masu bayarwa ba sa biyan kuɗin sabis. Muna ɗaukar {commission} na burin kuɗi ne kawai idan mai kamfe ya karɓi kuɗin.',
    vettedTitle: 'Maƙwabtanka ne suka tabbatar',
    vettedText: 'Masu sa kai da aka horar daga jihar kowace kamfe suna tabbatar da ita kafin ta iya karɓar ko naira ɗaya.',
    protectedTitle: 'Kuɗinka suna cikin aminci',
    protectedText:
      'Ana riƙe gudummawa har sai an cimma burin kuɗi kuma an karɓa. Idan an goge kamfe ko bai kai ba, za a mayar maka da kuɗinka duka.',
    payTitle: 'Biya yadda kake so',
    payText: 'Ba da gudummawa da kati, tura ta banki ko USSD, bayan ka shiga, a matsayin baƙo ko ba tare da suna ba.',
    askTitle: 'Kana buƙatar tara kuɗi don wani abu mai muhimmanci?',
    askText:
      "Kuɗin asibiti, kuɗin makaranta, ƙaramar sana'a, aikin al'umma. Ba da labarinka da take da hoto, raba mahaɗin da mutanen da suka san ka, kuma bari masu sa kai su tabbatar da ita. Fara kamfe kyauta ne.",
    start: 'Fara kamfe',
    seeHow: 'Duba yadda yake aiki',
    blogKicker: 'Daga blog',
    blogTitle: 'Jagora ga masu kamfe da masu bayarwa',
    visitBlog: 'Ziyarci blog ɗinmu',
    readMore: 'Karanta ƙari',
    newTab: '(zai buɗe a sabon shafi)',
    trusted: 'Ƙungiyoyi a faɗin Najeriya sun amince da mu',
    everyOrg: 'Duba duk ƙungiyoyin da aka tabbatar',
  },
};
export { home_default as default };
