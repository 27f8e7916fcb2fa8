// src/locales/ig/home.json
var home_default = {
  'home/home-page': {
    topTitle: 'Mkpọsa kachasị',
    topIntro: "Ndị a kacha nye onyinye n'ụbọchị 30 gara aga.",
    closingTitle: 'Ha erula nso ego a chọrọ',
    closingIntro: 'Ntakịrị ọzọ, ha erute.',
    newTitle: 'Mkpọsa ọhụrụ',
    newIntro: 'Ndị ọrụ ebere anyị ka nyochara ha.',
  },
  'home/campaign-section': {
    seeAll: 'Hụ ha niile',
    failed: 'Enweghị ike ibu mkpọsa ndị a. Biko mee ọhụrụ.',
  },
  'home/counters': {
    title: 'Ireti na ọnụọgụgụ',
    campaigns: 'Mkpọsa',
    campaignsHint: 'enyochara, na-aga ma ọ bụ gwụchara',
    donations: 'Onyinye',
    donationsHint: "onyinye a kwadoro site n'aka ndị na-enye onyinye",
    stories: 'Akụkọ ihe ịga nke ọma',
    storiesHint: 'mkpọsa ruru ego a chọrọ',
    loading: 'Ọ na-ebu',
  },
  'home/hero': {
    kicker: 'Nchịkọta ego maka Naịjirịa',
    title: "Nakọta ego maka ihe dị mkpa, n'naịra, ya na ndị nwere obi ọma.",
    intro:
      'Ụgwọ ụlọ ọgwụ, ụgwọ akwụkwọ, ụlọ ahịa ọhụrụ, olulu mmiri obodo. Ndị ọrụ ebere nọ na steeti nke mkpọsa ọ bụla na-enyocha ya, ndị na-enye onyinye anaghịkwa akwụ ego ọrụ ọ bụla.',
    start: 'Malite mkpọsa',
    explore: 'Lelee mkpọsa',
    searchLabel: 'Chọọ mkpọsa',
    searchPlaceholder: 'Chọọ: ịwa ahụ, ụgwọ akwụkwọ, Kano…',
    search: 'Chọọ',
    categories: "Lelee site n'ụdị",
  },
  'home/success-stories': {
    title: 'Akụkọ ihe ịga nke ọma',
    intro: "Mkpọsa ruru ndị ha, n'okwu ndị nwe ha n'onwe ha.",
    all: 'Akụkọ ihe ịga nke ọma niile',
    raised: '{amount} e nwetala · ego a chọrọ ezuola',
    view: 'Lelee mkpọsa',
  },
  'home/home-blocks': {
    whyKicker: 'Ihe mere ị ga-eji họrọ Ireti',
    whyTitle: "Inye onyinye nke na-anọgide n'eziokwu, site na naịra mbụ ruo n'ekele",
    freeTitle: "N'efu maka ndị na-enye onyinye",
    freeText:
      "Akaụntụ bụ n'efu, ndị na-enye onyinye anaghịkwa akwụ ego ọrụ. Anyị na-ewe {commission} nke ego a chọrọ naanị mgbe onye mkpọsa natara ego ahụ.",
    vettedTitle: 'Ndị agbata obi gị nyochara ya',
    vettedText: 'Ndị ọrụ ebere a zụrụ azụ site na steeti nke mkpọsa ọ bụla na-enyocha ya tupu o nwee ike ịnara naịra otu.',
    protectedTitle: 'Ego gị nọ na nchekwa',
    protectedText:
      'A na-ejide onyinye ruo mgbe ego a chọrọ zuru ma a nara ya. Ọ bụrụ na ehichapụ mkpọsa ma ọ bụ na o ruteghị, a ga-akwụghachi gị ego gị niile.',
    payTitle: 'Kwụọ ụgwọ otú masịrị gị',
    payText: "Nye onyinye site na kaadị, ịnyefe ego n'ụlọ akụ ma ọ bụ USSD, mgbe ịbanyere, dịka ọbịa ma ọ bụ na-enweghị aha.",
    askTitle: 'Ị chọrọ ịnakọta ego maka ihe dị mkpa?',
    askText:
      "Ụgwọ ụlọ ọgwụ, ụgwọ akwụkwọ, obere azụmahịa, ọrụ obodo. Kọọ akụkọ gị were aha na foto, kesaa njikọ ahụ na ndị maara gị, ma hapụ ndị ọrụ ebere ka ha kwadoo ya. Ịmalite mkpọsa bụ n'efu.",
    start: 'Malite mkpọsa',
    seeHow: 'Hụ otú o si arụ ọrụ',
    blogKicker: 'Site na blog',
    blogTitle: 'Ntụziaka maka ndị mkpọsa na ndị na-enye onyinye',
    visitBlog: 'Gaa na blog anyị',
    readMore: 'Gụkwuo',
    newTab: '(ọ ga-emepe na taabụ ọhụrụ)',
    trusted: "Otu dị iche iche n'ofe Naịjirịa tụkwasịrị anyị obi",
    everyOrg: 'Hụ otu niile enyochara',
  },
};
export { home_default as default };
