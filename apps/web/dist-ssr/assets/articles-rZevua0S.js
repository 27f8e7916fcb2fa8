// src/locales/ig/articles.json
var articles_default = {
  'articles/article-bodies': {
    storyIntro:
      "Ọtụtụ ndị na-enye mkpọsa onyinye ahụbeghị onye nọ n'azụ ya anya. Ha na-ekpebi n'ime otu nkeji ọ na-ewe ịgụ ibe gị na ekwentị ha. Omume isii ndị a bụ ihe anyị na-ahụ ugboro ugboro na mkpọsa na-eru ego ha chọrọ.",
    story1Title: '1. Aha na-ekwu onye na ihe',
    story1:
      "“Nyere Amaka aka ka o mechaa afọ ikpeazụ ya n'ụlọ akwụkwọ nọọsụ” na-agwa onye na-enye onyinye ihe karịa “Biko nyere aka”. Tinye aha, mkpa ahụ na, ọ bụrụ na ị nwere ike, ebe ahụ n'aha ya. Mee ka nchịkọta ahụ ghara ịgafe mkpụrụedemede 50: ọ bụ ya ka ndị mmadụ na-ahụ na kaadị mkpọsa na na nlele mbụ njikọ.",
    story2Title: '2. Otu foto eziokwu',
    story2:
      "Jiri foto doro anya, nke e sere n'oge na-adịbeghị anya, nke onye ahụ ma ọ bụ ọrụ ahụ — e sere n'ehihie, ọ bụghị logo ma ọ bụ foto e si n'ịntanetị wetara. Ọ bụrụ na mkpọsa ahụ gbasara onye ọzọ, buru ụzọ rịọ ya ikike, ma chee maka nsọpụrụ ya: foto onye ọrịa na-amụmụ ọnụ ọchị na-emetụ obi karịa foto akwa ụlọ ọgwụ.",
    story3Title: '3. Kwuo kpọmkwem ihe ego ahụ ga-akwụ',
    story3:
      "Kewaa ego a chọrọ. “₦380,000 maka ịwa ahụ, ₦60,000 maka ọgwụ na ₦40,000 maka izu abụọ na wọọdụ” na-eme ka mmadụ kwenye karịa otu ọnụ ego zuru oke. Ndị na-enye onyinye na-enye ngwa ngwa mgbe ha nwere ike ịhụ n'uche ebe ₦5,000 ha na-aga — ndị ọrụ ebere ga-enyocha mkpọsa gị ga-achọkwa otu nkọwa ahụ.",
    story4Title: "4. Kọọ akụkọ ahụ n'okwu nke gị",
    story4:
      'Ònye ka ị bụ, gịnị mere, gịnị kpatara ugbu a, gịnịkwa ga-agbanwe mgbe e ruru ego a chọrọ? Dee ya dịka ị ga-esi gwa onye agbata obi gị okwu. Paragraf dị mkpụmkpụ na-adị mfe ịgụ na ekwentị. Zere ịmanye mmadụ na ikwubiga okwu ókè: ndị mmadụ na-ama.',
    story5Title: '5. Dị njikere ka e nyochaa gị',
    story5:
      "Ndị ọrụ ebere si na steeti gị ga-enyocha mkpọsa gị tupu ọ nwee ike ịnara onyinye. Mee ka ọrụ ha dị mfe: nwee akwụkwọ dịka atụmatụ ego ụlọ ọgwụ, akwụkwọ nnabata ma ọ bụ akwụkwọ ọnụ ahịa n'aka, ma zaa ajụjụ ha ngwa ngwa. Mkpọsa e nyochala bụ nke ndị na-enye onyinye na-atụkwasị obi.",
    story6Title: '6. Kesaa ya, ma na-akesa ya',
    story6:
      "Ndị mbụ ga-enye gị onyinye bụ ndị maralarị gị. Kesaa njikọ mkpọsa gị n'otu ezinụlọ, ụka, ụlọ alakụba, ụlọ akwụkwọ na ebe ọrụ gị, ma rịọ mmadụ ole na ole ka ha kesaa ya n'ihu. Mgbe mkpọsa ahụ mechiri, tinye ekele na foto nke ihe ego ahụ rụrụ: ọ ga-aghọ akụkọ ihe ịga nke ọma, ọ ga-enyekwa onye ọzọ ga-arịọ aka.",
    storyEnd: "Ị dị njikere? {start} — ọ bụ n'efu, naanị {commission} nke ego a chọrọ ka Ireti na-ewe mgbe ị naara ego ị nwetara.",
    storyEndLink: 'Malite mkpọsa gị',
    vettingIntro:
      "Na Ireti, mkpọsa ọhụrụ enweghị ike ịnara otu naira ruo mgbe mmadụ lere ya anya. Onye ahụ bụ onye ọrụ ebere: onye ọrụ saịtị nkịtị bi n'otu steeti ahụ onye mkpọsa bi, onye anyị buru ụzọ nyochaa. Nke a bụ otu o si arụ ọrụ.",
    vettingWhoTitle: 'Ndị ọrụ ebere bụ ndị',
    vettingWho:
      'Onye ọ bụla nwere ike itinye akwụkwọ — ndị na-enye onyinye, ndị mkpọsa, ụmụ akwụkwọ, ndị lara ezumike nká. Ndị ọrụ ebere ka nwere ike ịme mkpọsa nke ha. Iji debanye aha, onye na-etinye akwụkwọ na-ebugo akwụkwọ njirimara (National ID, kaadị ntuli aka, kaadị ụmụ akwụkwọ, paspọtụ mba ụwa ma ọ bụ akwụkwọ nnata ụgwọ steeti) na akwụkwọ ụgwọ ọkụ dịka akaebe adreesị, wee mee ajụjụ ọnụ ya na ndị otu Ireti. A na-enye ndị a nabatara ọkwa, onye ọ bụla nwekwara ike ịhụ profaịlụ na ọkwa ha.',
    vettingChosenTitle: 'Otu e si ahọpụta ha',
    vettingChosen:
      "Mgbe e zitere mkpọsa, a na-ekenye ya n'enweghị nhọrọ nye ndị ọrụ ebere a kwadoro na steeti onye mkpọsa. Ikenye n'enweghị nhọrọ dị mkpa: onye mkpọsa enweghị ike ịhọrọ enyi ya ka ọ kwado ya, ọ dịghịkwa otu onye ọrụ ebere na-ekpebi mkpọsa ndị ga-agafe. Ịbụ onye obodo dịkwa mkpa: onye ọrụ ebere nọ na Kano maara ụlọ ọgwụ dị adị na Kano.",
    vettingCheckTitle: 'Ihe ha na-enyocha',
    vettingCheck1: 'Onye ahụ ọ dị adị, ọ bụkwa onye o kwuru na ọ bụ?',
    vettingCheck2: 'Akụkọ ahụ ọ kwekọrọ, ego a chọrọ ọ kwekọrọkwa na mkpa ahụ?',
    vettingCheck3: 'Foto ndị ahụ ọ bụ eziokwu, ebumnuche ahụ ọ kwadoro iwu?',
    vettingCheck4: 'Mkpọsa ahụ ọ na-ekwu eziokwu gbasara ụgwọ ọrụ, nke na-ekwesịghị ịbụ ego ma ọlị?',
    vettingVerify:
      'Mgbe obi ha jụrụ, onye ọrụ ebere na-akwado mkpọsa ahụ, ọ malitekwa. Onye ọrụ ebere obi siri ike nke ukwuu nwekwara ike ịtụ aro ya maka ọkwa e nyochala. A na-egosi ndị ọrụ ebere nyochara mkpọsa na ya ozugbo o mechiri, ka a hụ ọrụ ha.',
    vettingSlipTitle: "Ọ bụrụ na ihe agafee n'amaghị ama, gịnị ga-eme?",
    vettingSlip:
      'Onye ọ bụla nwere ike ịkọ akụkọ mkpọsa, ndị nchịkwa anyị na-enyochakwa akụkọ ọ bụla. A na-edebe ego ndị nyere onyinye ruo mgbe a naara ego mkpọsa, ya mere mkpọsa e wepụrụ anaghị eburu ego onye ọ bụla.',
    vettingEnd: 'Ịchọrọ inye aka? {volunteer} na steeti gị.',
    vettingEndLink: 'Bụrụ onye ọrụ ebere',
    donationIntro:
      "Mgbe i nyere onyinye na Ireti, ego ahụ anaghị aga ozugbo n'akaụntụ onye mkpọsa. Nke a bụ ihe na-eme ya, nzọụkwụ n'nzọụkwụ, na ihe na-echebe gị n'ụzọ.",
    donation1Title: "1. Ị na-akwụ site n'aka ndị na-ahụ maka ịkwụ ụgwọ kaadị anyị",
    donation1:
      "Ị na-ahọrọ ego — opekata mpe {minimum} — ma kwụọ site n'aka ndị na-ahụ maka ịkwụ ụgwọ anyị. Nkọwa kaadị gị anaghị eru Ireti aka. Enweghị ego ọrụ: ego ị họrọ bụ ego a ga-ewe n'aka gị. Ị nwere ike inye mgbe ị banyere, dịka ọbịa, ma ọ bụ na-enweghị aha.",
    donation2Title: '2. Anyị na-akwado ya, otu ugboro',
    donation2:
      "A na-agụ onyinye gị naanị mgbe ndị ahụ kwadoro ịkwụ ụgwọ ahụ, a na-agụkwa ya naanị otu ugboro, ọ bụrụgodị na njikọ gị bipụrụ n'etiti. Ị na-enweta akwụkwọ nnata na ozi-e, ngụkọta mkpọsa ahụ na-arịgokwa.",
    donation3Title: '3. Anyị na-edebe ya',
    donation3:
      "Onyinye na-anọ n'aka Ireti ka mkpọsa ahụ na-aga n'ihu. Ọ dịghị onye nwere ike iwepụ ha tupu oge eruo, a na-edekwa naira ọ bụla n'akwụkwọ anyị n'okpuru mkpọsa e nyere ya.",
    donation4Title: '4. Onye mkpọsa na-anara ya — ma ọ bụ ọ laghachikwute gị',
    donation4:
      "Mgbe mkpọsa ruru ego a chọrọ, onye nwe ya nwere ike ịnara ego ahụ n'akaụntụ ụlọ akụ Naịjirịa e nyochala, ozugbo Ireti kwadoro njirimara ya. Mgbe ahụ ka a na-ewe naanị ego ọrụ anyị, {commission} nke ego a chọrọ: mkpọsa nke ego ọ chọrọ bụ {goal} nke nwetara {raised} na-akwụ {fee} ma nata {payout}.",
    donationBack:
      "Ọ bụrụ na enweghị ike iji ego ahụ mee ihe e kwere na nkwa, ọ na-alaghachikwute gị, n'uju na na-akpaghị aka, n'ụzọ i si kwụọ (na kaadị gị, ma ọ bụ n'akaụntụ ụlọ akụ gị maka ịnyefe ego n'ụlọ akụ ma ọ bụ USSD):",
    donationBack1: 'mgbe onye mepụtara mkpọsa ahụ hichapụrụ ya;',
    donationBack2: 'mgbe e mechiri onyinye tupu e ruo ego a chọrọ;',
    donationBack3: "mgbe ịkwụ ụgwọ gị bịarutere mgbe e mechilarị onyinye, dịka n'ihi na e ruchara ego a chọrọ.",
    donationBackAfter:
      "Anyị na-agwa gị na ozi-e mgbe a kwụghachiri ego; ụlọ akụ gị na-ekpebi otu ọ ga-esi pụta ngwa ngwa, ọ na-abụkarị n'ime ụbọchị ọrụ ole na ole.",
    donation5Title: '5. Ị na-ahụ ihe ọ rụrụ',
    donation5: "Mgbe mkpọsa gwụrụ, onye nwe ya na-emechi ya site n'ozi ekele na foto. Ị nwere ike ịgụ ha niile n'ibe {stories} anyị.",
    donation5Link: 'akụkọ ihe ịga nke ọma',
  },
};
export { articles_default as default };
