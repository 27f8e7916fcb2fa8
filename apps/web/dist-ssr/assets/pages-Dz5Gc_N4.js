// src/locales/ha/pages.json
var pages_default = {
  'pages/about-page': {
    title: 'Game da Ireti',
    intro:
      "Ìrètí yana nufin bege a harshen Yarbanci. Muna taimaka wa 'yan Najeriya su tara kuɗi don abin da ke da muhimmanci, daga mutanen da za su iya amincewa da inda kuɗin ke zuwa.",
    whyTitle: 'Dalilin da ya sa muka fara',
    why1: 'Idan wani iyali a Najeriya ya fuskanci kuɗin asibiti, kuɗin makaranta ko shagon da ya ƙone, taimako yakan zo ne ta ƙungiyar WhatsApp da tura kuɗi zuwa asusun wani mutum. Yana aiki ne saboda mutane suna amincewa da juna — amma iyakar abokan wanda ya aika, kuma babu wanda zai iya ganin inda kuɗin ya tafi.',
    why2: 'Ireti yana riƙe abin da ke aiki a nan — mutane suna tsaya wa mutane — kuma yana ƙara abin da ya rasa. Masu sa kai daga jihar kowane kamfe ne ke duba shi. Ana riƙe gudummawa har sai an kai burin kuɗi kuma an amince da shaidar mai kamfe, kuma ana mayar wa kowane mai bayarwa kuɗinsa gaba ɗaya idan kamfe ba zai iya ci gaba ba. Idan ya ƙare, mai kamfe yana nuna abin da kuɗin ya yi, kuma kamfen ya zama labarin nasara da kowa zai iya karantawa.',
    why3: "Mu ƙungiyar 'yan Najeriya ce da ke gini don wayoyi da data na Najeriya: shafuka masu buɗewa da sauri a kan waya mai arha, biyan kuɗi a naira, da taimako daga mutanen da suka fahimci yanayin.",
    causesTitle: 'Abubuwan da mutane ke tara kuɗi dominsu',
    catHealth: 'Lafiya',
    catFinance: 'Kuɗi',
    catSupport: 'Tallafi',
    catBusiness: 'Kasuwanci',
    catNonprofit: 'Mai zaman kanta',
    catEmergency: 'Gaggawa',
    catNewlywed: 'Sabon aure',
    catFamily: 'Iyali',
    catWishes: 'Buri',
    causesNote: 'Kamfe na iya zama na gudummawa, ko na lada tare da ladan da ba kuɗi ba ga masu bayarwa.',
    principlesTitle: 'Yadda muke tabbatar da gaskiya',
    vettedTitle: 'Ana tantancewa daga kusa',
    vettedText:
      'Masu sa kai daga jihar mai kamfe ne ke duba kowane kamfe kafin ya karɓi ko naira ɗaya. Sun san wuraren, asibitocin da makarantun.',
    waitsTitle: 'Kuɗin da ke jira',
    waitsText:
      'Ana riƙe gudummawa har sai an kai burin kuɗi kuma mai kamfe da muka amince da shaidarsa ya karɓa — kuma ana mayar da su gaba ɗaya idan kamfe ba zai iya ci gaba ba.',
    hiddenTitle: 'Babu abin ɓoyewa',
    hiddenText:
      'Bayanan masu sa kai da matakansu a bayyane suke. Kamfe da aka rufe suna nuna abin da kuɗin ya yi, tare da godiyar mai kamfe da hotunansa.',
    feesTitle: 'Kuɗin sabis mai adalci da sauƙi',
    feesText:
      'Asusu kyauta, babu kuɗi ga masu bayarwa, da kwamishan ɗaya na {commission} na burin kuɗi lokacin da aka karɓi kuɗin. Shi ke nan.',
    communityTitle: "Al'ummar Ireti",
    campaignersTitle: 'Masu kamfe',
    campaignersText: "Mutane da ƙungiyoyin da ke tara kuɗi a naira, don kansu, iyalansu ko al'ummominsu.",
    campaignersCta: 'Fara kamfe',
    donorsTitle: 'Masu bayarwa',
    donorsText: 'Duk wanda ke da kati: bayan ya shiga, a matsayin baƙo, ko ba tare da suna ba. Ba a buƙatar asusu kuma ba a ƙara kuɗi.',
    donorsCta: 'Nemi kamfe',
    volunteersTitle: 'Masu sa kai',
    volunteersText:
      'Mutanen da aka tantance a kowace jiha waɗanda ke duba kamfe kusa da su, bayan tantance shaida, shaidar adireshi da hira.',
    volunteersCta: 'Zama mai sa kai',
    orgsTitle: 'Ƙungiyoyi',
    orgsText:
      'Ƙungiyoyin agaji, kasuwanci, ƙungiyoyin ɗalibai da hukumomin gwamnati, waɗanda Ireti ya tabbatar kuma aka jera su tare da kamfe ɗinsu.',
    orgsCta: 'Duba ƙungiyoyi',
    talkTitle: 'Yi magana da mu',
    talkText: "'Yan jarida, haɗin gwiwa ko tambaya game da kamfe: muna karanta kowane saƙo.",
    contact: 'Tuntuɓe mu',
  },
  'pages/article-texts': {
    storyTitle: 'Yadda ake rubuta labarin kamfe da masu bayarwa za su amince da shi',
    storyExcerpt:
      "Take mai bayyanawa, hoto ɗaya na gaskiya da labarin da ke faɗin ainihin abin da kuɗin ke yi. Ɗabi'u shida na kamfe da ke kai burin kuɗinsu.",
    storyTag: 'Ga masu kamfe',
    vettingTitle: 'Cikin tantancewa: yadda masu sa kai ke duba kamfe',
    vettingExcerpt:
      'Kafin kamfe ya iya karɓar ko naira ɗaya, masu sa kai daga jiha ɗaya suna duba shi. Su wane ne, yadda ake zaɓen su da abin da suke dubawa.',
    vettingTag: 'Amana da tsaro',
    donationTitle: 'Inda gudummawarka ke zuwa: riƙewa, karɓa da mayar da kuɗi',
    donationExcerpt:
      'Ana riƙe kuɗinka har sai kamfen ya kai burin kuɗinsa kuma mai kamfe ya karɓa. Idan ba za a iya amfani da shi kamar yadda aka yi alkawari ba, yana komawa gare ka gaba ɗaya.',
    donationTag: 'Ga masu bayarwa',
  },
  'pages/blog-articles-page': {
    title: 'Maƙalolin blog',
    intro: 'Jagororinmu, cikakku.',
    nav: 'Maƙaloli',
    inThisPage: 'A wannan shafin',
    readOn: 'Karanta a blog.ireti.ng',
    readOnLabel: '{title} (yana buɗewa a sabon shafi)',
    all: 'Duk maƙaloli',
  },
  'pages/blog-page': {
    title: 'Shafin blog na Ireti',
    intro:
      'Jagorori masu amfani ga masu kamfe, masu bayarwa da masu sa kai: yadda ake nema, yadda ake bayarwa, da yadda muke tabbatar da gaskiya.',
    read: 'Karanta maƙalar',
    readLabel: 'Karanta maƙalar: {title}',
    more: 'Ana kuma wallafa kowace maƙala a {blog}. Kana da labari ko tambaya da kake son mu rubuta a kai? {tellUs}.',
    newTab: '(yana buɗewa a sabon shafi)',
    tellUs: 'Sanar da mu',
  },
  'pages/faq-page': {
    title: 'Tambayoyin da ake yawan yi',
    intro: 'Amsoshi kai tsaye game da kuɗin sabis, gudummawa, mayar da kuɗi, masu sa kai da ƙungiyoyin da aka tabbatar.',
    nav: 'Sassan FAQ',
    about: 'Game da mu',
    whatQ: 'Mene ne Ireti?',
    whatA:
      'Ireti (“bege” a harshen Yarbanci) dandalin tara kuɗi da bayar da gudummawa ne na Najeriya. Mutane da ƙungiyoyi suna tara kuɗi a naira don lafiya, ilimi, kasuwanci, gaggawa da sauransu; masu bayarwa suna biya da kati, ko sun shiga ko ba su shiga ba. Masu sa kai daga jihar kowane kamfe ne ke duba shi kafin ya iya karɓar gudummawa.',
    costQ: 'Nawa Ireti ke karɓa?',
    costA:
      'Asusu kyauta ne kuma masu bayarwa ba sa biyan kuɗin sabis. Ireti yana karɓar kwamishan na {commission} na burin kuɗin kamfe, sau ɗaya, lokacin da mai kamfe ya karɓi kuɗin. Babu abin da za a biya don fara kamfe. Duba {money}.',
    costLink: 'abin da ke faruwa da kuɗin',
    whoUseQ: 'Wa zai iya amfani da Ireti?',
    whoUseA:
      'Duk wanda ya kai shekara 18 ko fiye. Matasa masu shekara 13 zuwa 17 za su iya amfani da Ireti da izinin iyaye ko mai kula da su. Yara ƙasa da shekara 13 ba za su iya amfani da shi ba.',
    whoStartQ: 'Wa zai iya fara kamfe?',
    whoStartA:
      'Duk mutum ko ƙungiya mai imel da aka tabbatar. Kafin kamfenka na farko kana gabatar da bayanan shaidarka (shafukan sada zumunta, wani mutum da zai tabbatar da kai da takardar shaida; ƙungiyoyi kuma suna ƙara tambari, hotunan nuni da takardar rajista). Don karɓar kuɗin, dole ne mai gudanarwa na Ireti ya amince da wannan shaidar.',
    checksQ: 'Wa ke tabbatar da cewa kamfe na gaskiya ne?',
    checksA:
      'Masu sa kai. Ana ba da kowane sabon kamfe ba tare da zaɓi ba ga masu sa kai da aka amince da su a jihar mai kamfe. Suna duba labarin, hotunan da mutumin da ke bayansa, kuma suna tabbatar da kamfen kafin ya iya karɓar gudummawa. Sunayensu, bayanansu da matakansu a bayyane suke, don ka ga wanda ya tabbatar da kamfe.',
    volunteerQ: 'Ta yaya zan zama mai sa kai?',
    volunteerA:
      'Kowa zai iya nema — masu amfani na yau da kullum da masu kamfe duka, kuma masu sa kai za su iya fara nasu kamfe. Je zuwa {volunteerPage} ka zaɓi “Zama Mai Sa Kai”. Ana yi maka rajista bayan tantance shaidarka, shaidar adireshi (takardar kuɗin wuta) da hira da Ireti, kuma ana ba ka mataki.',
    volunteerLink: 'shafin masu sa kai',
    reportQ: 'Zan iya kai rahoton kamfe?',
    reportA:
      'Ee. Kowa zai iya kai rahoton kamfe daga shafinsa. Masu gudanarwa na Ireti suna duba kowane rahoto kuma suna iya dakatar da kamfe yayin da suke bincike.',
    endQ: 'Me ke faruwa idan kamfe ya ƙare?',
    endA: 'Mai shi yana rufe shi da saƙon godiya da hotuna biyu da ke nuna abin da kuɗin ya yi. Sannan yana bayyana cikin {stories} ɗinmu.',
    endLink: 'labaran nasara',
    lawQ: 'Wace doka ke aiki, kuma me Ireti zai ɗauki alhaki?',
    lawA: 'Dokokin Tarayyar Najeriya, kuma kotunan Najeriya ne ke sauraron rikice-rikice. Iyakar abin da doka ta yarda, alhakin Ireti bai wuce {cap} ba. Cikakken bayani yana cikin {terms} ɗinmu.',
    lawLink: 'sharuɗɗan amfani',
    dataQ: 'Ta yaya ake kare bayanan sirrina?',
    dataA:
      'Muna bin Nigeria Data Protection Act 2023. {privacy} ɗinmu, wadda ta fara aiki daga {date}, tana bayyana abin da muke tattarawa, wanda zai iya ganinsa da haƙƙoƙinka.',
    dataLink: 'Manufar sirri',
    rewards: 'Lada da Gudummawa',
    diffQ: 'Mene ne bambanci tsakanin kamfe na gudummawa da kamfe na lada?',
    diffA:
      "A kamfe na gudummawa kana bayarwa ne saboda kana son taimakawa. A kamfe na lada mai kamfe kuma yana gode wa masu bayarwa da lada ga wani adadi — kaya, ambato a bainar jama'a, ziyara. Lada ba kuɗi ba ne har abada: babu riba, hannun jari ko mayar da kuɗi.",
    donateQ: 'Ta yaya zan ba da gudummawa?',
    donateA:
      'Buɗe kamfe da ke gudana ka zaɓi “Bayar”. Shigar da adadin (aƙalla {minimum}) ka biya da kati ta hannun kamfanin biyan kuɗinmu. Jimillar kamfen tana sabuntawa da zarar an tabbatar da biyan, kuma kana samun rasit ta imel.',
    accountQ: 'Ina buƙatar asusu don ba da gudummawa?',
    accountA:
      "A'a. Kana iya ba da gudummawa a matsayin baƙo da sunanka da imel ɗinka, ko ba tare da suna ba da imel ɗinka kawai. Idan ka shiga, ana amfani da bayanan asusunka.",
    feeQ: 'Akwai kuɗin sabis a kan gudummawata?',
    feeA: "A'a. Masu bayarwa ba sa biyan kuɗin sabis: adadin da ka zaɓa shi ne adadin da za a caje ka.",
    whenQ: 'Yaushe mai kamfe zai sami kuɗin?',
    whenA:
      'Ana riƙe gudummawa har sai kamfen ya kai burin kuɗinsa. Mai shi, da zarar an amince da shaidarsa, zai iya karɓar kuɗin zuwa asusun bankin Najeriya da aka tabbatar. Kuɗin da ake fitarwa shi ne abin da aka tara ban da {commission} na burin kuɗi.',
    missQ: 'Idan kamfe bai kai burin kuɗinsa ba fa?',
    missA:
      'Ireti ko-duka-ko-babu ne. Idan an rufe karɓar gudummawa kafin a kai burin kuɗi, kamfen ba zai cika ba: ba a biyan komai, ba a ɗaukar kwamishan, kuma ana mayar wa kowane mai bayarwa kuɗinsa gaba ɗaya, kai tsaye. Ya kamata masu kamfe su sanya burin kuɗin da za su iya kaiwa.',
    rewardQ: 'Ta yaya zan sami ladana?',
    rewardA:
      'Mai kamfe ne ke kawo shi, kamar yadda kamfen ya bayyana. Ladan da ka samu suna cikin shafin “Ladan” na bayananka idan ka bayar bayan ka shiga. Idan lada bai iso ba, tuntuɓi mai kamfe, sannan {tellUs}.',
    rewardLink: 'sanar da mu',
    orgs: 'Ƙungiyoyin da aka Tabbatar',
    orgWhatQ: 'Mece ce ƙungiyar da aka tabbatar?',
    orgWhatA:
      'Ƙungiya — kasuwanci, ƙungiya mai zaman kanta, ƙungiyar ɗalibai ko hukumar gwamnati — wadda Ireti ya duba kuma ya amince da takardun shaidarta, tambarinta, hotunan nuninta da takardar rajistarta. Ƙungiyoyin da aka tabbatar suna a shafin {orgsPage} tare da kamfe ɗinsu.',
    orgWhatLink: 'Ƙungiyoyi',
    orgHowQ: 'Ta yaya ƙungiyata za ta sami tabbaci?',
    orgHowA:
      'Yi rajista a matsayin ƙungiya, sannan ka gabatar da bayanan tabbatarwa (tambari, hotunan nuni uku, takardar rajista, mahaɗan sada zumunta da mutum ɗaya da zai tabbatar da kai). Mai gudanarwa zai duba shi ya sanar da kai sakamakon ta imel. Kana iya sabunta shi daga baya a ƙarƙashin “Bayanan tabbatarwa” a saitunan bayananka.',
    recommendQ: 'Za a iya ba da shawarar kamfe don matsayin tabbatacce?',
    recommendA:
      'Ee. Masu sa kai da suka tantance kamfe za su iya ba da shawarar sa don matsayin tabbatacce idan sun amince da mutanen da ke bayansa.',
    orgPayQ: 'Ƙungiyoyi suna biyan fiye?',
    orgPayA: "A'a. Ƙungiyoyi suna da asusu kyauta iri ɗaya da kwamishan iri ɗaya na {commission} na burin kuɗi lokacin da suka karɓa.",
    donors: 'Masu bayarwa',
    nameQ: 'Za a nuna sunana?',
    nameA:
      'Ee, tare da adadinka da sharhinka a shafin kamfen, sai dai idan ka bayar ba tare da suna ba. Sannan kowa zai ga “Ba suna”. Masu gudanarwa na Ireti za su iya ganin wanda ya bayar, don hana zamba da bin doka.',
    refundQ: 'Yaushe za a mayar mini da kuɗi?',
    refundIntro: 'Ana mayar maka da kuɗinka gaba ɗaya, kai tsaye, idan:',
    refund1: 'wanda ya ƙirƙiri kamfen ya share shi;',
    refund2: 'an rufe karɓar gudummawa kafin a kai burin kuɗi, don haka kamfen ba zai cika ba;',
    refund3: 'biyan kuɗinka ya iso bayan an rufe karɓar gudummawa, misali saboda an riga an kai burin kuɗi.',
    refundAfter:
      "Kuɗin yana komawa ta hanyar da ka biya — zuwa katinka, ko zuwa asusun bankinka idan ka biya ta tura ta banki ko USSD — sau ɗaya kawai, kuma muna sanar da kai ta imel. Bankinka ne ke yanke tsawon lokacin da zai ɗauka kafin ya bayyana, yawanci 'yan kwanakin aiki.",
    cardQ: 'Katina yana da tsaro?',
    cardA:
      'Bayanan katinka suna zuwa kai tsaye ga kamfanin biyan kuɗin kati namu ta hanyar haɗi mai ɓoye. Ireti ba ya taɓa gani ko ajiye cikakkiyar lambar katinka.',
    genuineQ: 'Ta yaya zan san kamfe na gaskiya ne?',
    genuineA:
      'Kamfe da masu sa kai suka tabbatar ne kaɗai ke iya karɓar gudummawa. Duba wanda ya tabbatar da shi ka karanta labarin; ga ƙungiyoyi, shafinsu a Ireti yana nuna bayanansu da sauran kamfe ɗinsu. Idan wani abu bai yi daidai ba, kai rahoton kamfen: muna duba kowane rahoto.',
    seeQ: 'A ina zan ga gudummawata?',
    seeA: 'Ana aika rasit ta imel ga kowace gudummawa da aka tabbatar. Idan ka bayar bayan ka shiga, gudummawarka da ladanka suna kuma cikin bayananka.',
    stillTitle: 'Har yanzu kana da tambaya?',
    stillText: 'Rubuto mana kuma za mu amsa cikin kwanakin aiki biyu.',
    contact: 'Tuntuɓe mu',
  },
  'pages/help-page': {
    opening: 'Ana buɗe tabbatarwar',
    sent: 'An aika saƙo',
    sentText: 'Na gode. Kwafinsa yana kan hanyar zuwa akwatin imel ɗinka…',
    formTitle: 'Aiko mana da saƙo',
    name: 'Suna',
    mobileHint: 'Don mu kira ka idan hakan ya fi sauri.',
    message: 'Saƙo',
    messageHint: 'Haruffa {length} / {max}. Idan game da kamfe ne, saka mahaɗinsa.',
    send: 'Aika saƙo',
    title: 'Taimako',
    intro: 'Kana da tambaya game da kamfe, gudummawa, mayar da kuɗi ko asusunka? Rubuto mana — mutum ne ke karanta kowane saƙo.',
    otherWays: 'Wasu hanyoyin samun taimako',
    answerTitle: 'Muna amsawa cikin kwanakin aiki biyu',
    answerText:
      "Litinin zuwa Juma'a, ƙarfe 9 na safe zuwa 5 na yamma (agogon Yammacin Afirka). Za ka sami kwafin saƙonka ta imel nan take.",
    emailTitle: 'Ka fi son imel?',
    emailText: 'Rubuta zuwa {email}.',
    quickTitle: 'Amsoshi cikin sauri',
    quickText: 'An bayyana kuɗin sabis, mayar da kuɗi da masu sa kai a cikin {faq} ɗinmu da kuma {how}.',
    faq: 'FAQ',
    how: 'yadda yake aiki',
    worriedTitle: 'Wani kamfe yana damun ka?',
    worriedText: 'Yi amfani da “Kai rahoto” a shafin kamfen: yana zuwa kai tsaye ga ƙungiyar bincikenmu.',
  },
  'pages/how-it-works-page': {
    title: 'Yadda yake aiki',
    intro:
      'Tara kuɗi a Ireti matakai huɗu ne. Masu sa kai suna tabbatar da kowane kamfe, kuma kuɗin masu bayarwa suna cikin tsaro har sai an yi amfani da su kamar yadda aka yi alkawari.',
    fourSteps: 'Matakai huɗu',
    stepN: 'Mataki na {n}:',
    step1Title: 'Saka take, hoto da labari',
    step1Text:
      'Faɗi abin da kake tara kuɗi dominsa da adadin da kake buƙata, a naira. Saka hoto mai kyau kuma ka faɗi labarinka da gaskiya: wanda zai taimaka, abin da kuɗin zai biya, da lokacin da ake buƙata. Zaɓi kamfe na gudummawa, ko na lada idan kana son gode wa masu bayarwa da lada.',
    step2Title: 'Raba mahaɗin',
    step2Text:
      'Kowane kamfe yana da mahaɗinsa. Raba shi a WhatsApp, Facebook, X da Instagram, a ƙungiyar coci, masallaci, makaranta ko wurin aikinka. Hoton samfoti yana nuna takenka, taƙaitawa da hotonka, don mutane su ga abin da kake nema nan da nan.',
    step3Title: 'Masu sa kai su tantance shi',
    step3Text:
      'Ana ba da kamfenka ba tare da zaɓi ba ga masu sa kai da aka horar daga jiharka. Suna duba labarinka da mutumin da ke bayansa, kuma su tabbatar da kamfen. Sai a lokacin ne zai iya karɓar gudummawa — shi ya sa masu bayarwa ke amincewa da shi.',
    step4Title: 'Karɓi gudummawa ka gode wa masu bayarwa',
    step4Text:
      'Masu bayarwa suna biya da kati, bayan sun shiga, a matsayin baƙi ko ba tare da suna ba, kuma kana ganin kowace gudummawa da zarar an tabbatar da ita. Idan ka rufe kamfen, saka saƙon godiya tare da hotuna biyu na abin da kuɗin ya yi. Zai zama labarin nasara.',
    moneyTitle: 'Abin da ke faruwa da kuɗin',
    moneyIntro:
      'Ireti yana aiki ne a kan tsarin ko-duka-ko-babu: kuɗin yana zuwa ga mai kamfe idan an kai burin kuɗi, kuma yana komawa ga masu bayarwa idan hakan ba zai yiwu ba.',
    heldTitle: 'Ana riƙe shi har a karɓa',
    heldBody:
      'Ba a biyan gudummawa ga mai kamfe yayin da suke shigowa. Ireti yana riƙe da su, kuma ana lissafin kowane naira, har sai kamfen ya kai burin kuɗinsa kuma mai shi ya karɓi kuɗin.',
    feeTitle: '{commission} na burin kuɗi, sai lokacin karɓa kawai',
    feeBody:
      'Da zarar an kai burin kuɗi, an rufe karɓar gudummawa kuma mai shi — wanda Ireti ya amince da shaidarsa — yana karɓar kuɗin zuwa asusun bankin Najeriya da aka tabbatar. A lokacin ne Ireti ke ɗaukar kuɗin sabis ɗinsa kaɗai, {commission} na burin kuɗi. Masu bayarwa ba sa biyan wani ƙari.',
    refundTitle: 'In ba haka ba, ana mayar da kuɗi gaba ɗaya',
    refundBody:
      'Idan an share kamfen, idan an rufe karɓar gudummawa kafin a kai burin kuɗi, ko kuma idan biyan kuɗi ya iso bayan an rufe karɓar gudummawa, kowane mai bayarwa yana samun cikakken kuɗinsa kai tsaye, ta hanyar da ya biya: zuwa katinsa, ko zuwa asusun bankinsa idan ya biya ta tura ta banki ko USSD.',
    example: 'Misali',
    goal: 'Burin kuɗi',
    raised: 'Abin da aka tara lokacin rufe gudummawa',
    commission: 'Kwamishan Ireti ({commission} na burin kuɗi)',
    paid: 'Abin da aka biya mai kamfe',
    volunteersTitle: 'Su wane ne masu sa kai?',
    volunteersText:
      'Mutane kamar ka — masu amfani da masu kamfe da suka nemi su taimaka. Ana yi wa kowannensu rajista ne kawai bayan tantance shaidarsa, shaidar adireshi da hira. Ana zaɓen su ba tare da tsari ba don tantance kamfe a jiharsu, kuma bayanansu da matakansu a bayyane suke, don koyaushe ka ga wanda ya tabbatar da kamfe.',
    becomeVolunteer: 'Zama mai sa kai',
    givingTitle: 'Bayarwa a Ireti',
    giving1: 'Babu kuɗin sabis ga masu bayarwa; mafi ƙanƙantar gudummawa ita ce {minimum}.',
    giving2: 'Bayar bayan ka shiga, a matsayin baƙo, ko ba tare da suna ba da imel ɗinka kawai.',
    giving3: 'Rasit ta imel ga kowace gudummawa da aka tabbatar.',
    giving4: 'Ladan kamfe na lada ba kuɗi ba ne har abada.',
    donorQuestions: 'Tambayoyin masu bayarwa',
    readyTitle: 'Muna shirye a duk lokacin da ka shirya',
    readyText: 'Fara kamfe kyauta ne. Kana biyan {commission} na burin kuɗinka ne kawai idan ka karɓi abin da ka tara.',
    start: 'Fara kamfe',
    explore: 'Duba kamfe',
  },
  'pages/not-found-page': {
    title: 'Ba a sami shafin ba',
    heading: 'Ba mu sami wannan shafin ba',
    intro: 'Mai yiwuwa mahaɗin ya lalace, ko kuma an mayar da shafin wani wuri. Gwada bincike, ko koma shafin farko.',
    searchCampaigns: 'Nemi kamfe',
    search: 'Nema',
    home: 'Je shafin farko',
    explore: 'Duba kamfe',
    stories: 'Labaran nasara',
    howItWorks: 'Yadda yake aiki',
    help: 'Taimako',
  },
  'pages/support-sent-page': {
    title: 'An aika saƙo',
    thanksName: 'Na gode, {name}.',
    thanks: 'Na gode.',
    body: 'Saƙonka ya isa ga ƙungiyar Ireti, kuma kwafinsa yana kan hanyar zuwa imel ɗinka. Muna amsawa cikin kwanakin aiki biyu.',
    spam: 'Ba ka ga imel ɗinmu ba? Duba babban fayil na spam ko promotions.',
    home: 'Koma gida',
    faq: 'Karanta FAQ',
  },
};
export { pages_default as default };
