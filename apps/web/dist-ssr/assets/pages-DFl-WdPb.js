// src/locales/ig/pages.json
var pages_default = {
  'pages/about-page': {
    title: 'Maka Ireti',
    intro:
      "Ìrètí pụtara olileanya n'asụsụ Yoruba. Anyị na-enyere ndị Naịjirịa aka ịchịkọta ego maka ihe dị mkpa, site n'aka ndị nwere ike ịtụkwasị obi ebe ego ahụ na-aga.",
    whyTitle: 'Ihe mere anyị ji malite',
    why1: "Mgbe ezinụlọ Naịjirịa nwere ụgwọ ụlọ ọgwụ, ụgwọ akwụkwọ ma ọ bụ ụlọ ahịa ọkụ gbara, enyemaka na-esikarị n'otu WhatsApp na ego ezigara n'akaụntụ onwe onye. Ọ na-arụ ọrụ n'ihi na ndị mmadụ tụkwasịrị ibe ha obi — mana naanị ruo n'etiti ndị onye zitere ego maara, ọ dịghịkwa onye nwere ike ịhụ ebe ego ahụ gara.",
    why2: "Ireti na-edebe ihe na-arụ ọrụ n'ime ya — ndị mmadụ na-akwado ndị mmadụ — ma tinye ihe na-adịghị. Ndị ọrụ ebere si na steeti mkpọsa ọ bụla na-enyocha ya. A na-edebe onyinye ruo mgbe e ruru ego a chọrọ ma kwado njirimara onye mkpọsa, a na-akwụghachikwa onye ọ bụla nyere onyinye ego ya niile mgbe mkpọsa enweghị ike ịga n'ihu. Mgbe ọ gwụchara, onye mkpọsa na-egosi ihe ego ahụ rụrụ, mkpọsa ahụ na-aghọkwa akụkọ ihe ịga nke ọma onye ọ bụla nwere ike ịgụ.",
    why3: "Anyị bụ otu ndị Naịjirịa na-arụ maka ekwentị na data Naịjirịa: ibe na-emeghe ngwa ngwa na ekwentị dị ọnụ ala, ịkwụ ụgwọ na naira, na enyemaka site n'aka ndị ghọtara ọnọdụ ahụ.",
    causesTitle: 'Ihe ndị mmadụ na-achịkọta ego maka ya',
    catHealth: 'Ahụike',
    catFinance: 'Ego',
    catSupport: 'Nkwado',
    catBusiness: 'Azụmahịa',
    catNonprofit: 'Anaghị achọ uru',
    catEmergency: 'Ihe mberede',
    catNewlywed: 'Ndị ka lụrụ',
    catFamily: 'Ezinụlọ',
    catWishes: 'Ọchịchọ',
    causesNote: 'Mkpọsa nwere ike ịbụ mkpọsa onyinye, ma ọ bụ mkpọsa ụgwọ ọrụ nwere ụgwọ ọrụ na-abụghị ego maka ndị nyere onyinye.',
    principlesTitle: 'Otu anyị si edebe eziokwu',
    vettedTitle: 'A na-enyocha ya site nso',
    vettedText:
      'Ndị ọrụ ebere si na steeti onye mkpọsa na-enyocha mkpọsa ọ bụla tupu ọ nwee ike ịnara otu naira. Ha maara ebe ndị ahụ, ụlọ ọgwụ na ụlọ akwụkwọ.',
    waitsTitle: 'Ego na-eche',
    waitsText:
      "A na-edebe onyinye ruo mgbe e ruru ego a chọrọ ma onye mkpọsa anyị kwadoro njirimara ya naara ya — a na-akwụghachikwa ya niile mgbe mkpọsa enweghị ike ịga n'ihu.",
    hiddenTitle: 'Ọ dịghị ihe e zoro ezo',
    hiddenText:
      "Onye ọ bụla nwere ike ịhụ profaịlụ na ọkwa ndị ọrụ ebere. Mkpọsa e mechiri na-egosi ihe ego ahụ rụrụ, ya na ekele na foto onye mkpọsa n'onwe ya.",
    feesTitle: 'Ego ọrụ ziri ezi ma dị mfe',
    feesText:
      "Akaụntụ n'efu, ndị nyere onyinye anaghị akwụ ego ọrụ, na otu ego ọrụ nke {commission} nke ego a chọrọ mgbe a naara ego ahụ. Nke ahụ bụ ihe niile.",
    communityTitle: 'Obodo Ireti',
    campaignersTitle: 'Ndị mkpọsa',
    campaignersText: 'Ndị mmadụ na otu dị iche iche na-achịkọta ego na naira, maka onwe ha, ezinụlọ ha ma ọ bụ obodo ha.',
    campaignersCta: 'Malite mkpọsa',
    donorsTitle: 'Ndị nyere onyinye',
    donorsText:
      'Onye ọ bụla nwere kaadị: mgbe ọ banyere, dịka ọbịa, ma ọ bụ na-enweghị aha. Ọ dịghị mkpa akaụntụ, anyị anaghịkwa agbakwunye ego ọrụ.',
    donorsCta: 'Chọta mkpọsa',
    volunteersTitle: 'Ndị ọrụ ebere',
    volunteersText:
      "Ndị e nyochala na steeti ọ bụla na-enyocha mkpọsa dị nso n'ebe ha nọ, mgbe e nyochachara njirimara ha, akaebe adreesị na ajụjụ ọnụ.",
    volunteersCta: 'Bụrụ onye ọrụ ebere',
    orgsTitle: 'Otu dị iche iche',
    orgsText: 'Otu ọrụ ebere, azụmahịa, otu ụmụ akwụkwọ na ụlọ ọrụ gọọmentị, ndị Ireti nyochara ma depụta ha na mkpọsa ha.',
    orgsCta: 'Lee otu dị iche iche',
    talkTitle: 'Gwa anyị okwu',
    talkText: 'Ndị nta akụkọ, mmekọrịta ma ọ bụ ajụjụ gbasara mkpọsa: anyị na-agụ ozi ọ bụla.',
    contact: 'Kpọtụrụ anyị',
  },
  'pages/article-texts': {
    storyTitle: 'Otu e si ede akụkọ mkpọsa ndị nyere onyinye ga-atụkwasị obi',
    storyExcerpt:
      'Aha doro anya, otu foto eziokwu na akụkọ na-ekwu kpọmkwem ihe ego ahụ bụ maka ya. Omume isii nke mkpọsa na-eru ego ha chọrọ.',
    storyTag: 'Maka ndị mkpọsa',
    vettingTitle: "N'ime nyocha: otu ndị ọrụ ebere si enyocha mkpọsa",
    vettingExcerpt:
      "Tupu mkpọsa enwee ike ịnara otu naira, ndị ọrụ ebere si n'otu steeti ahụ na-ele ya anya. Ndị ha bụ, otu e si ahọpụta ha na ihe ha na-enyocha.",
    vettingTag: 'Ntụkwasị obi na nchekwa',
    donationTitle: 'Ebe onyinye gị na-aga: nchekwa, nnara na nkwụghachi ego',
    donationExcerpt:
      "A na-edebe ego gị ruo mgbe mkpọsa ahụ ruru ego a chọrọ ma onye mkpọsa naara ya. Ọ bụrụ na enweghị ike iji ya mee ihe e kwere na nkwa, ọ na-alaghachikwute gị n'uju.",
    donationTag: 'Maka ndị nyere onyinye',
  },
  'pages/blog-articles-page': {
    title: 'Edemede blọọgụ',
    intro: "Ntụziaka anyị, n'uju.",
    nav: 'Edemede',
    inThisPage: "N'ibe a",
    readOn: 'Gụọ ya na blog.ireti.ng',
    readOnLabel: '{title} (ọ na-emeghe na taabụ ọhụrụ)',
    all: 'Edemede niile',
  },
  'pages/blog-page': {
    title: 'Blọọgụ Ireti',
    intro:
      'Ntụziaka bara uru maka ndị mkpọsa, ndị nyere onyinye na ndị ọrụ ebere: otu e si arịọ, otu e si enye, na otu anyị si edebe eziokwu.',
    read: 'Gụọ edemede ahụ',
    readLabel: 'Gụọ edemede ahụ: {title}',
    more: 'A na-ebipụtakwa edemede ọ bụla na {blog}. Ị nwere akụkọ ma ọ bụ ajụjụ ịchọrọ ka anyị dee banyere ya? {tellUs}.',
    newTab: '(ọ na-emeghe na taabụ ọhụrụ)',
    tellUs: 'Gwa anyị',
  },
  'pages/faq-page': {
    title: 'Ajụjụ a na-ajụkarị',
    intro: 'Azịza doro anya gbasara ego ọrụ, onyinye, nkwụghachi ego, ndị ọrụ ebere na otu ndị e nyochala.',
    nav: 'Ngalaba FAQ',
    about: 'Maka anyị',
    whatQ: 'Gịnị bụ Ireti?',
    whatA:
      "Ireti (“olileanya” n'asụsụ Yoruba) bụ ikpo okwu Naịjirịa maka ịchịkọta ego na inye onyinye. Ndị mmadụ na otu dị iche iche na-achịkọta ego na naira maka ahụike, agụmakwụkwọ, azụmahịa, ihe mberede na ndị ọzọ; ndị nyere onyinye na-eji kaadị enye, ma ha banyere ma ha abanyeghị. Ndị ọrụ ebere si na steeti mkpọsa ọ bụla na-enyocha ya tupu ọ nwee ike ịnara onyinye.",
    costQ: 'Ego ole ka Ireti na-ewe?',
    costA:
      "Akaụntụ bụ n'efu, ndị nyere onyinye anaghịkwa akwụ ego ọrụ. Ireti na-ewe ego ọrụ nke {commission} nke ego mkpọsa chọrọ, otu ugboro, mgbe onye mkpọsa naara ego ahụ. Ọ dịghị ihe ị ga-akwụ iji malite mkpọsa. Lee {money}.",
    costLink: 'ihe na-eme ego ahụ',
    whoUseQ: 'Ònye nwere ike iji Ireti?',
    whoUseA:
      'Onye ọ bụla gbara afọ 18 ma ọ bụ karịa. Ndị ntorobịa dị afọ 13 ruo 17 nwere ike iji Ireti ma nne na nna ha ma ọ bụ onye na-elekọta ha kwenye. Ụmụaka na-erubeghị afọ 13 enweghị ike iji ya.',
    whoStartQ: 'Ònye nwere ike ịmalite mkpọsa?',
    whoStartA:
      'Onye ọ bụla ma ọ bụ otu ọ bụla nwere adreesị ozi-e e nyochala. Tupu mkpọsa mbụ gị, ị na-ezite ozi njirimara gị (profaịlụ soshal midia, otu onye ga-agba akaebe maka gị na akwụkwọ njirimara; otu dị iche iche na-atụkwasịkwa logo, foto ngosi na akwụkwọ ndebanye aha). Iji nara ego ahụ, onye nchịkwa Ireti ga-akwadorịrị njirimara ahụ.',
    checksQ: 'Ònye na-enyocha na mkpọsa bụ eziokwu?',
    checksA:
      "Ndị ọrụ ebere. A na-ekenye mkpọsa ọhụrụ ọ bụla n'enweghị nhọrọ nye ndị ọrụ ebere a kwadoro na steeti onye mkpọsa. Ha na-ele akụkọ ahụ, foto ndị ahụ na onye nọ n'azụ ya, ma kwado mkpọsa ahụ tupu ọ nwee ike ịnara onyinye. Onye ọ bụla nwere ike ịhụ aha ha, profaịlụ ha na ọkwa ha, ka ị mara onye kwadoro mkpọsa.",
    volunteerQ: 'Kedu ka m ga-esi bụrụ onye ọrụ ebere?',
    volunteerA:
      'Onye ọ bụla nwere ike itinye akwụkwọ — ndị ọrụ saịtị nkịtị na ndị mkpọsa, ndị ọrụ ebere ka nwekwara ike ịmalite mkpọsa nke ha. Gaa na {volunteerPage} ma họrọ “Bụrụ Onye Ọrụ Ebere”. A ga-edebanye gị aha mgbe e nyochachara njirimara gị, akaebe adreesị (akwụkwọ ụgwọ ọkụ) na ajụjụ ọnụ ya na Ireti, a ga-enyekwa gị ọkwa.',
    volunteerLink: 'ibe ndị ọrụ ebere',
    reportQ: 'Enwere m ike ịkọ akụkọ mkpọsa?',
    reportA:
      "Ee. Onye ọ bụla nwere ike ịkọ akụkọ mkpọsa site n'ibe ya. Ndị nchịkwa Ireti na-enyocha akụkọ ọ bụla ma nwee ike ịkwụsị mkpọsa nwa oge ka ha na-enyocha ya.",
    endQ: 'Gịnị na-eme mgbe mkpọsa kwụsịrị?',
    endA: "Onye nwe ya na-emechi ya site n'ozi ekele na foto abụọ na-egosi ihe ego ahụ rụrụ. Mgbe ahụ ọ na-apụta n'etiti {stories} anyị.",
    endLink: 'akụkọ ihe ịga nke ọma',
    lawQ: 'Iwu kedu na-arụ ọrụ, oleekwa ihe Ireti ga-aza maka ya?',
    lawA: 'Iwu nke Federal Republic of Nigeria, ụlọikpe Naịjirịa na-ekpekwa esemokwu. Ruo ebe iwu kwere, ihe Ireti ga-aza agaghị agafe {cap}. Nkọwa zuru ezu dị na {terms} anyị.',
    lawLink: 'usoro iji saịtị',
    dataQ: 'Kedu ka unu si echekwa data nkeonwe m?',
    dataA:
      "Anyị na-agbaso Nigeria Data Protection Act 2023. {privacy} anyị, nke malitere n'ọrụ na {date}, na-akọwa ihe anyị na-anakọta, onye nwere ike ịhụ ya na ikike gị.",
    dataLink: 'Iwu nzuzo',
    rewards: 'Ụgwọ ọrụ na Onyinye',
    diffQ: "Gịnị bụ ọdịiche dị n'etiti mkpọsa onyinye na mkpọsa ụgwọ ọrụ?",
    diffA:
      "Na mkpọsa onyinye, ị na-enye n'ihi na ịchọrọ inyere aka. Na mkpọsa ụgwọ ọrụ, onye mkpọsa na-ejikwa ụgwọ ọrụ ekele ndị nyere onyinye maka otu ego — ngwaahịa, ekele n'ihu ọha, nleta. Ụgwọ ọrụ anaghị abụ ego ma ọlị: enweghị ọmụrụ nwa, oke n'ụlọ ọrụ ma ọ bụ nkwụghachi ego.",
    donateQ: 'Kedu ka m ga-esi nye onyinye?',
    donateA:
      "Mepee mkpọsa na-aga n'ihu ma họrọ “Nye onyinye”. Tinye ego ahụ (opekata mpe {minimum}) ma jiri kaadị kwụọ site n'aka ndị na-ahụ maka ịkwụ ụgwọ anyị. Ngụkọta mkpọsa ahụ na-agbanwe ozugbo a kwadoro ịkwụ ụgwọ ahụ, ị na-enwetakwa akwụkwọ nnata na ozi-e.",
    accountQ: 'Ọ dị m mkpa inwe akaụntụ iji nye onyinye?',
    accountA:
      "Mba. Ị nwere ike inye onyinye dịka ọbịa site n'aha gị na adreesị ozi-e gị, ma ọ bụ na-enweghị aha site na adreesị ozi-e gị naanị. Ọ bụrụ na ị banyere, a na-eji nkọwa akaụntụ gị.",
    feeQ: "Ọ nwere ego ọrụ a na-ewe n'onyinye m?",
    feeA: "Mba. Ndị nyere onyinye anaghị akwụ ego ọrụ: ego ị họrọ bụ ego a ga-ewe n'aka gị.",
    whenQ: 'Olee mgbe onye mkpọsa ga-enweta ego ahụ?',
    whenA:
      "A na-edebe onyinye ruo mgbe mkpọsa ahụ ruru ego a chọrọ. Onye nwe ya, ozugbo a kwadoro njirimara ya, nwere ike ịnara ego ahụ n'akaụntụ ụlọ akụ Naịjirịa e nyochala. Ntọhapụ ego ahụ bụ ego e nwetara wepụ {commission} nke ego a chọrọ.",
    missQ: 'Ọ bụrụ na mkpọsa erughị ego a chọrọ, gịnị na-eme?',
    missA:
      'Ireti bụ ha-niile-ma-ọ-bụ-ọ-dịghị-nke. Ọ bụrụ na e mechiri onyinye tupu e ruo ego a chọrọ, mkpọsa ahụ enweghị ike imezu: a naghị akwụ ego ọ bụla, a naghị ewe ego ọrụ, a na-akwụghachikwa onye ọ bụla nyere onyinye ego ya niile, na-akpaghị aka. Ndị mkpọsa kwesịrị ịtọ ego a chọrọ ha nwere ike iru.',
    rewardQ: 'Kedu ka m ga-esi nweta ụgwọ ọrụ m?',
    rewardA:
      'Onye mkpọsa na-ebunye ya, dịka mkpọsa ahụ si kọwaa. Ụgwọ ọrụ ị nwetara dị na taabụ “Ụgwọ ọrụ” nke profaịlụ gị ma ọ bụrụ na i nyere onyinye mgbe ị banyere. Ọ bụrụ na ụgwọ ọrụ abịaghị, kpọtụrụ onye mkpọsa ahụ, mgbe ahụ {tellUs}.',
    rewardLink: 'gwa anyị',
    orgs: 'Otu Ndị E Nyochala',
    orgWhatQ: 'Gịnị bụ otu e nyochala?',
    orgWhatA:
      "Otu — azụmahịa, otu anaghị achọ uru, otu ụmụ akwụkwọ ma ọ bụ ụlọ ọrụ gọọmentị — nke Ireti nyochara ma kwado akwụkwọ njirimara ya, logo ya, foto ngosi ya na akwụkwọ ndebanye aha ya. Otu ndị e nyochala dị n'ibe {orgsPage} tinyere mkpọsa ha.",
    orgWhatLink: 'Otu dị iche iche',
    orgHowQ: 'Kedu ka e si enyocha otu m?',
    orgHowA:
      "Debanye aha dịka otu, mgbe ahụ zite ozi nyocha gị (logo, foto ngosi atọ, akwụkwọ ndebanye aha, njikọ soshal midia na otu onye ga-agba akaebe). Onye nchịkwa na-enyocha ya ma gwa gị nsonaazụ ya na ozi-e. Ị nwere ike imelite ya emesịa n'okpuru “Ozi nyocha” na ntọala profaịlụ gị.",
    recommendQ: 'Enwere ike ịtụ aro mkpọsa maka ọkwa e nyochala?',
    recommendA: "Ee. Ndị ọrụ ebere nyochara mkpọsa nwere ike ịtụ aro ya maka ọkwa e nyochala mgbe obi siri ha ike banyere ndị nọ n'azụ ya.",
    orgPayQ: 'Otu dị iche iche na-akwụ karịa?',
    orgPayA: "Mba. Otu dị iche iche nwere otu akaụntụ n'efu ahụ na otu ego ọrụ {commission} ahụ nke ego a chọrọ mgbe ha naara ego.",
    donors: 'Ndị nyere onyinye',
    nameQ: 'A ga-egosi aha m?',
    nameA:
      "Ee, ya na ego gị na nkwupụta gị n'ibe mkpọsa ahụ, belụsọ ma i nyere onyinye na-enweghị aha. Mgbe ahụ, onye ọ bụla ga-ahụ “Onye amaghị aha”. Ndị nchịkwa Ireti ka nwere ike ịhụ onye nyere, iji gbochie aghụghọ ma soro iwu.",
    refundQ: 'Olee mgbe a ga-akwụghachi m ego m?',
    refundIntro: 'A na-akwụghachi gị ego gị niile, na-akpaghị aka, ma ọ bụrụ na:',
    refund1: 'onye mepụtara mkpọsa ahụ hichapụrụ ya;',
    refund2: 'e mechiri onyinye tupu e ruo ego a chọrọ, ya mere mkpọsa ahụ enweghị ike imezu;',
    refund3: "ịkwụ ụgwọ gị bịarutere mgbe e mechiri onyinye, dịka n'ihi na e ruola ego a chọrọ.",
    refundAfter:
      "Ego ahụ na-alaghachi n'ụzọ i si kwụọ — na kaadị gị, ma ọ bụ n'akaụntụ ụlọ akụ gị maka ịnyefe ego n'ụlọ akụ ma ọ bụ USSD — naanị otu ugboro, anyị na-agwakwa gị na ozi-e. Ụlọ akụ gị na-ekpebi ogologo oge ọ ga-ewe tupu ọ pụta, ọ na-abụkarị ụbọchị ọrụ ole na ole.",
    cardQ: 'Kaadị m ọ dị na nchekwa?',
    cardA:
      "Nkọwa kaadị gị na-aga ozugbo n'aka ndị na-ahụ maka ịkwụ ụgwọ kaadị anyị site n'njikọ ezoro ezo. Ireti anaghị ahụ ma ọ bụ echekwa nọmba kaadị gị zuru ezu ma ọlị.",
    genuineQ: 'Kedu ka m ga-esi mara na mkpọsa bụ eziokwu?',
    genuineA:
      'Naanị mkpọsa ndị ọrụ ebere kwadoro nwere ike ịnara onyinye. Lee onye kwadoro ya ma gụọ akụkọ ahụ; maka otu dị iche iche, ibe ha na Ireti na-egosi nkọwa ha na mkpọsa ha ndị ọzọ. Ọ bụrụ na ihe adịghị mma, kọọ akụkọ mkpọsa ahụ: anyị na-enyocha akụkọ ọ bụla.',
    seeQ: 'Ebee ka m ga-ahụ onyinye m?',
    seeA: 'A na-eziga akwụkwọ nnata na ozi-e maka onyinye ọ bụla a kwadoro. Ọ bụrụ na i nyere onyinye mgbe ị banyere, onyinye gị na ụgwọ ọrụ gị dịkwa na profaịlụ gị.',
    stillTitle: 'Ị ka nwere ajụjụ?',
    stillText: "Degara anyị, anyị ga-azakwa n'ime ụbọchị ọrụ abụọ.",
    contact: 'Kpọtụrụ anyị',
  },
  'pages/help-page': {
    opening: 'A na-emepe nkwenye ahụ',
    sent: 'Ezigara ozi',
    sentText: "Daalụ. Otu nnomi ya na-abịa n'igbe ozi-e gị…",
    formTitle: 'Zitere anyị ozi',
    name: 'Aha',
    mobileHint: 'Ka anyị nwee ike ịkpọghachi gị ma ọ bụrụ na nke ahụ ga-adị ngwa ngwa.',
    message: 'Ozi',
    messageHint: 'Mkpụrụedemede {length} / {max}. Ọ bụrụ na ọ gbasara otu mkpọsa, tinye njikọ ya.',
    send: 'Zipu ozi',
    title: 'Enyemaka',
    intro: 'Ị nwere ajụjụ gbasara mkpọsa, onyinye, nkwụghachi ego ma ọ bụ akaụntụ gị? Degara anyị — mmadụ na-agụ ozi ọ bụla.',
    otherWays: 'Ụzọ ndị ọzọ isi nweta enyemaka',
    answerTitle: "Anyị na-aza n'ime ụbọchị ọrụ abụọ",
    answerText:
      'Mọnde ruo Fraịde, elekere 9 nke ụtụtụ ruo elekere 5 nke mgbede (oge West Africa). Ị ga-enweta nnomi ozi gị na ozi-e ozugbo.',
    emailTitle: 'Ị họrọ ozi-e?',
    emailText: 'Degara {email}.',
    quickTitle: 'Azịza ngwa ngwa',
    quickText: 'Anyị kọwara ego ọrụ, nkwụghachi ego na ndị ọrụ ebere na {faq} anyị na {how}.',
    faq: 'FAQ',
    how: 'otu o si arụ ọrụ',
    worriedTitle: 'Mkpọsa ọ na-echegbu gị?',
    worriedText: "Pịa “Kọọ akụkọ” n'ibe mkpọsa ahụ: ọ na-aga ozugbo n'aka ndị otu na-enyocha ihe.",
  },
  'pages/how-it-works-page': {
    title: 'Otu o si arụ ọrụ',
    intro:
      'Ịchịkọta ego na Ireti nwere usoro anọ. Ndị ọrụ ebere na-akwado mkpọsa ọ bụla, ego ndị nyere onyinye gị na-anọkwa na nchekwa ruo mgbe a ga-eji ya mee ihe e kwere na nkwa.',
    fourSteps: 'Usoro anọ ahụ',
    stepN: 'Usoro {n}:',
    step1Title: 'Tinye aha, foto na akụkọ',
    step1Text:
      "Kwuo ihe ị na-achịkọta ego maka ya na ego ole ị chọrọ, na naira. Tinye foto doro anya ma kọọ akụkọ gị n'eziokwu: onye ọ ga-enyere aka, ihe ego ahụ ga-akwụ ụgwọ ya, na mgbe ọ ga-adị mkpa. Họrọ mkpọsa onyinye, ma ọ bụ mkpọsa ụgwọ ọrụ ma ọ bụrụ na ịchọrọ iji ụgwọ ọrụ kelee ndị nyere onyinye.",
    step2Title: 'Kesaa njikọ ahụ',
    step2Text:
      "Mkpọsa ọ bụla nwere njikọ nke ya. Kesaa ya na WhatsApp, Facebook, X na Instagram, n'otu ụka, ụlọ alakụba, ụlọ akwụkwọ ma ọ bụ ebe ọrụ gị. Nlele mbụ ya na-egosi aha, nchịkọta na foto gị, ka ndị mmadụ hụ ozugbo ihe ị na-arịọ.",
    step3Title: 'Ka ndị ọrụ ebere nyochaa ya',
    step3Text:
      "A na-ekenye mkpọsa gị n'enweghị nhọrọ nye ndị ọrụ ebere a zụrụ azụ site na steeti gị. Ha na-enyocha akụkọ gị na onye nọ n'azụ ya, ma kwado mkpọsa ahụ. Naanị mgbe ahụ ka o nwere ike ịnara onyinye — ọ bụ ya mere ndị nyere onyinye ji atụkwasị ya obi.",
    step4Title: 'Nara onyinye ma kelee ndị nyere onyinye',
    step4Text:
      'Ndị nyere onyinye na-eji kaadị enye, mgbe ha banyere, dịka ọbịa ma ọ bụ na-enweghị aha, ị na-ahụkwa onyinye ọ bụla ozugbo a kwadoro ya. Mgbe ị mechiri mkpọsa ahụ, tinye ozi ekele na foto abụọ nke ihe ego ahụ rụrụ. Ọ ga-aghọ akụkọ ihe ịga nke ọma.',
    moneyTitle: 'Ihe na-eme ego ahụ',
    moneyIntro:
      "Ireti na-arụ ọrụ n'usoro ha-niile-ma-ọ-bụ-ọ-dịghị-nke: ego ahụ na-aga n'aka onye mkpọsa mgbe e ruru ego a chọrọ, ọ na-alaghachikwa n'aka ndị nyere onyinye mgbe enweghị ike iru ya.",
    heldTitle: 'A na-edebe ya ruo mgbe a naara ya',
    heldBody:
      'A naghị akwụ onye mkpọsa onyinye ka ha na-abata. Ireti na-edebe ha, a na-agụkwa naira ọ bụla, ruo mgbe mkpọsa ahụ ruru ego a chọrọ ma onye nwe ya naara ya.',
    feeTitle: '{commission} nke ego a chọrọ, naanị mgbe a naara ya',
    feeBody:
      "Ozugbo e ruru ego a chọrọ, a na-emechi onyinye, onye nwe mkpọsa ahụ — onye Ireti kwadoro njirimara ya — na-anara ego ahụ n'akaụntụ ụlọ akụ Naịjirịa e nyochara. Mgbe ahụ ka Ireti na-ewe naanị ego ọrụ ya, {commission} nke ego a chọrọ. Ndị nyere onyinye anaghị akwụ ihe ọzọ.",
    refundTitle: 'Ma ọ bụghị ya, a na-akwụghachi ego niile',
    refundBody:
      "Ọ bụrụ na e hichapụrụ mkpọsa ahụ, ọ bụrụ na e mechiri onyinye tupu e ruo ego a chọrọ, ma ọ bụ ọ bụrụ na ịkwụ ụgwọ bịarutere mgbe e mechiri onyinye, onye ọ bụla nyere onyinye na-enwetaghachi ego ya niile na-akpaghị aka, n'ụzọ o si kwụọ: na kaadị ya, ma ọ bụ n'akaụntụ ụlọ akụ ya maka ịnyefe ego n'ụlọ akụ ma ọ bụ USSD.",
    example: 'Ọmụmaatụ',
    goal: 'Ego a chọrọ',
    raised: 'Ego e nwetara mgbe e mechiri onyinye',
    commission: 'Ego ọrụ Ireti ({commission} nke ego a chọrọ)',
    paid: 'Ego a kwụrụ onye mkpọsa',
    volunteersTitle: 'Ònye bụ ndị ọrụ ebere?',
    volunteersText:
      "Ndị mmadụ dịka gị — ndị ọrụ saịtị na ndị mkpọsa tinyere akwụkwọ inye aka. A na-edebanye onye ọ bụla aha naanị mgbe e nyochachara njirimara ya, akaebe adreesị na ajụjụ ọnụ. A na-ahọpụta ha n'enweghị nhọrọ ka ha nyochaa mkpọsa na steeti ha, onye ọ bụla nwekwara ike ịhụ profaịlụ na ọkwa ha, ka ị na-ahụ mgbe niile onye kwadoro mkpọsa.",
    becomeVolunteer: 'Bụrụ onye ọrụ ebere',
    givingTitle: 'Inye onyinye na Ireti',
    giving1: 'Ndị nyere onyinye anaghị akwụ ego ọrụ; onyinye kacha nta bụ {minimum}.',
    giving2: 'Nye onyinye mgbe ị banyere, dịka ọbịa, ma ọ bụ na-enweghị aha site na ozi-e gị naanị.',
    giving3: 'Akwụkwọ nnata na ozi-e maka onyinye ọ bụla a kwadoro.',
    giving4: 'Ụgwọ ọrụ nke mkpọsa ụgwọ ọrụ anaghị abụ ego ma ọlị.',
    donorQuestions: 'Ajụjụ ndị nyere onyinye na-ajụ',
    readyTitle: 'Anyị dị njikere mgbe ọ bụla ị dị njikere',
    readyText: "Ịmalite mkpọsa bụ n'efu. Naanị {commission} nke ego a chọrọ ka ị ga-akwụ mgbe ị naara ego ị nwetara.",
    start: 'Malite mkpọsa',
    explore: 'Lee mkpọsa dị iche iche',
  },
  'pages/not-found-page': {
    title: 'Ahụghị ibe ahụ',
    heading: 'Anyị ahụghị ibe ahụ',
    intro: "O nwere ike ịbụ na njikọ ahụ mebiri emebi, ma ọ bụ na e bugharịrị ibe ahụ. Nwaa ịchọ ya, ma ọ bụ laghachi n'ibe mbụ.",
    searchCampaigns: 'Chọọ mkpọsa',
    search: 'Chọọ',
    home: "Gaa n'ibe mbụ",
    explore: 'Lee mkpọsa dị iche iche',
    stories: 'Akụkọ ihe ịga nke ọma',
    howItWorks: 'Otu o si arụ ọrụ',
    help: 'Enyemaka',
  },
  'pages/support-sent-page': {
    title: 'Ezigara ozi',
    thanksName: 'Daalụ, {name}.',
    thanks: 'Daalụ.',
    body: "Ozi gị eruola ndị otu Ireti, otu nnomi ya na-abịakwa na ozi-e gị. Anyị na-aza n'ime ụbọchị ọrụ abụọ.",
    spam: "Ị hụghị ozi-e anyị? Lee n'ime folda spam ma ọ bụ promotions gị.",
    home: "Laghachi n'ụlọ",
    faq: 'Gụọ FAQ',
  },
};
export { pages_default as default };
