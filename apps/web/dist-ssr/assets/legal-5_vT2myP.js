// src/locales/ha/legal.json
var legal_default = {
  'legal/legal-doc': { onThisPage: 'A wannan shafin' },
  'legal/terms-page': {
    title: 'Sharuɗɗan amfani',
    intro: 'Dokokin masu kamfe, masu bayarwa da masu sa kai a Ireti, cikin harshe mai sauƙi.',
    meta: 'A taƙaice: asusu kyauta ne, masu bayarwa ba sa biyan kuɗin sabis, muna ɗaukar {commission} na burin kuɗi lokacin da aka karɓi kuɗi, ana mayar wa masu bayarwa kuɗinsu gaba ɗaya idan kamfe ba zai iya ci gaba ba, kuma dokar Najeriya ce ke aiki.',
    agreementTitle: 'Amincewa da waɗannan sharuɗɗa',
    agreement1:
      'Waɗannan sharuɗɗa su ne yarjejeniya tsakaninka da Ireti (“Ireti”, “mu”, “namu”) don amfani da ireti.ng da ayyukansa. Ta hanyar buɗe asusu, fara kamfe, ba da gudummawa ko sa kai, ka amince da su, tare da {privacy} ɗinmu. Idan ba ka amince da su ba, don Allah kada ka yi amfani da Ireti.',
    privacyLink: 'manufar sirri',
    agreement2:
      'Ireti dandali ne: muna haɗa mutanen da ke tara kuɗi da mutanen da ke bayar da shi. Mu ba banki ba ne, ba ƙungiyar agaji ba, ba tsarin zuba jari ba, kuma ba mu cikin duk wani alkawari da mai kamfe ya yi.',
    eligibilityTitle: 'Wa zai iya amfani da Ireti',
    eligibility1: 'Dole ne ka kai shekara 18 ko fiye don amfani da Ireti da kanka.',
    eligibility2:
      'Idan shekarunka suna tsakanin 13 zuwa 17, za ka iya amfani da Ireti ne kawai da izinin iyaye ko mai kula da kai, wanda zai amince da waɗannan sharuɗɗa a madadinka kuma zai ɗauki alhakin abin da kake yi a nan.',
    eligibility3: 'Yara ƙasa da shekara 13 ba za su iya amfani da Ireti ba.',
    eligibility4:
      'Ƙungiyoyi suna aiki ta hannun mutumin da aka ba shi ikon ɗaure su; wannan mutumin yana tabbatar da haka lokacin rajistar ƙungiyar.',
    accountsTitle: 'Asusunka',
    accountsFree: 'Asusu kyauta ne.',
    accounts1:
      '{free} Kana ba mu bayanai na gaskiya kuma na yanzu kuma kana sabunta su, kana tabbatar da adireshin imel ɗinka, kuma kana ɓoye kalmar sirrinka. Kai ne ke da alhakin abin da ke faruwa a ƙarƙashin asusunka; sanar da mu nan take a {email} idan kana tunanin wani ya yi amfani da shi.',
    accounts2:
      'Don fara kamfe, da farko kana gabatar da bayanan shaida (shafukan sada zumuntarka, wani mutum da zai tabbatar da kai da takardar shaida; ga ƙungiyoyi kuma tambari, hotunan nuni da takardar rajista). Don karɓar kuɗin da kamfe ya tara, dole ne mai gudanarwa na Ireti ya riga ya amince da wannan shaidar.',
    campaignsTitle: 'Kamfe',
    campaigns1:
      'Kamfe yana tara kuɗi a naira don manufa ta gaskiya kuma halattacciya da ka bayyana da gaskiya. Idan ka fara ɗaya, ka yi alkawarin cewa:',
    campaignsPromise1:
      'labarin, hotunan da adadin kuɗin gaskiya ne kuma kai kake da ikon rabawa, kuma ka sami izinin duk wanda aka nuna ko aka ambata a cikinsu;',
    campaignsPromise2: 'za a yi amfani da kuɗin don manufar da ka bayyana, kuma za ka sanar da masu bayarwa idan hakan ya canza;',
    campaignsPromise3:
      'ladan da kake bayarwa ba na kuɗi ba ne (godiya, kaya, wata gogewa) — ba riba, hannun jari, ribar kasuwanci ko dawowar kuɗi ba har abada — kuma za ka kawo su kamar yadda ka bayyana.',
    campaigns2:
      "Ba za a yi amfani da kamfe don wani abu da ya saɓa wa doka ba, don zamba, don caca, lotiri ko tsarin zuba jari, don makamai, don ƙiyayya ko tashin hankali, ko don tara kuɗi ga jam'iyyar siyasa ko ɗan takara.",
    vettingTitle: 'Tantancewa da matsayi',
    vetting1:
      'Sabon kamfe yana jiran tabbatarwa kuma ba zai iya karɓar gudummawa ba har sai mai sa kai daga jiharsa (ko mai gudanarwa) ya tabbatar da shi. Sannan yana gudana har sai an rufe karɓar gudummawa. Kamfe yana rufe karɓar gudummawa idan mai shi ya rufe shi ko idan ya kai burin kuɗinsa; sannan mai shi yana rufe shi da saƙon godiya da hotuna, kuma ana nuna shi a matsayin labarin nasara. Ba za a iya warware rufe gudummawa, rufewa da sharewa ba.',
    vetting2:
      "Kowa zai iya kai rahoton kamfe. Za mu iya dakatarwa, ɓoyewa ko cire kamfe, ko rufe asusu, da ya karya waɗannan sharuɗɗa ko doka, kuma muna haɗa kai da jami'an tsaron Najeriya idan doka ta buƙata.",
    donationsTitle: 'Gudummawa',
    donationsNoFee: 'Masu bayarwa ba sa biyan kuɗin sabis:',
    donations1:
      '{noFee} adadin da ka zaɓa shi ne adadin da za a caje ka. Mafi ƙanƙantar gudummawa ita ce {minimum}. Ana biyan kuɗi ta hannun kamfanin biyan kuɗin kati namu; Ireti ba ya taɓa gani ko ajiye cikakkiyar lambar katinka.',
    donations2:
      "Kana iya ba da gudummawa bayan ka shiga, a matsayin baƙo da sunanka da adireshin imel ɗinka, ko ba tare da suna ba da adireshin imel ɗinka kawai. Gudummawa ba tare da suna ba tana ɓoye sunanka daga mai kamfe da jama'a; masu gudanarwa na Ireti za su iya ganin wanda ya bayar, don hana zamba da bin doka.",
    donations3:
      'Gudummawa kyauta ce ga kamfen, ba saye daga Ireti ba. Banda mayar da kuɗin da aka bayyana a ƙasa, ba za a iya janye gudummawa ba da zarar an tabbatar da biyan. Ko gudummawa za ta rage haraji ya dogara ga wanda ya karɓa da kuma yanayinka; Ireti ba ya ba da shawarar haraji.',
    feesTitle: 'Kuɗin sabis ɗinmu da karɓar kuɗi',
    feesCommission: 'kwamishan na {commission} na burin kuɗin kamfe',
    fees1:
      'Ana biyan Ireti ta hanyar {commission}, sau ɗaya, lokacin da mai kamfe ya karɓi kuɗin. Babu kuɗin buɗe asusu, fara kamfe ko ba da gudummawa.',
    fees2:
      'Ireti yana riƙe gudummawa har sai an karɓe su. Ana iya karɓar kuɗin kamfe da zarar gudummawarsa da aka tabbatar ta kai burin kuɗinsa, ta hannun mai shi, wanda aka amince da shaidarsa, zuwa asusun bankin Najeriya da aka tabbatar. Kuɗin da ake fitarwa shi ne abin da aka tara ban da {commission} na burin kuɗi. Kai burin kuɗi yana rufe karɓar gudummawa ga kamfen.',
    feesAllOrNothing: 'Ireti ko-duka-ko-babu ne.',
    fees3:
      '{allOrNothing} Idan an rufe karɓar gudummawar kamfe kafin ya kai burin kuɗinsa, ba a biyan komai: ana mayar wa kowane mai bayarwa kuɗinsa gaba ɗaya, kuma ba a ɗaukar kwamishan. Sanya burin kuɗin da za ka iya kaiwa.',
    fees4:
      'Misali, kamfe mai burin kuɗi na {goal} da ya tara {raised} yana biyan kwamishan na {fee} kuma kuɗin da ake fitar masa shi ne {payout}.',
    refundsTitle: 'Mayar da kuɗi',
    refunds1: 'Ana mayar wa masu bayarwa kuɗinsu gaba ɗaya, kai tsaye, idan ba za a iya amfani da kuɗin kamar yadda aka yi alkawari ba:',
    refundsCase1: 'wanda ya ƙirƙiri kamfen ya share shi;',
    refundsCase2: 'an rufe karɓar gudummawa kafin a kai burin kuɗin kamfen, don haka kamfen ba zai cika ba;',
    refundsCase3: 'biyan kuɗi ya iso bayan an rufe karɓar gudummawa, misali saboda an riga an kai burin kuɗi.',
    refunds2:
      "Mayar da kuɗi shi ne cikakken adadin gudummawar, wanda ake mayarwa ta hannun kamfanin biyan kuɗin kati namu zuwa katin ko asusun da ya biya, kuma sau ɗaya kawai. Muna sanar da mai bayarwa ta imel. Bankinka ne ke yanke tsawon lokacin da kuɗin zai ɗauka kafin ya bayyana, yawanci 'yan kwanakin aiki. Gudummawar da aka riga aka biya wa mai kamfe Ireti ba zai iya mayar da ita ba; rikici game da yadda mai kamfe ya yi amfani da kuɗi yana tsakanin mai bayarwa da mai kamfe, ko da yake za mu taimaka inda za mu iya.",
    volunteersTitle: 'Masu sa kai',
    volunteers1:
      "Kowane mai amfani, mai kamfe ne ko a'a, zai iya neman zama mai sa kai. Ana yi wa mai sa kai rajista ne kawai bayan tantance shaida, shaidar adireshi (takardar kuɗin wuta) da hira da Ireti. Masu sa kai za su iya fara nasu kamfe.",
    volunteers2:
      'Ana ba da kowane sabon kamfe ba tare da zaɓi ba ga masu sa kai da aka amince da su a jihar mai kamfe, waɗanda ke duba shi kuma su tabbatar da shi. Bayanan masu sa kai da matakansu a bayyane suke, don kowa ya ga wanda ya tabbatar da kamfe. Dole ne mai sa kai ya kasance mai gaskiya kuma marar son kai, kada ya karɓi kuɗi ko kyauta don tabbatar da kamfe, kuma yana rasa matsayinsa na mai sa kai idan ya karya waɗannan sharuɗɗa.',
    contentTitle: 'Abubuwan da kake sakawa',
    content1:
      'Haƙƙin labarai da hotunan da kake sakawa naka ne. Kana ba Ireti lasisi kyauta, wanda ba na mu kaɗai ba, don ajiye su, nuna su, canza girmansu da raba su a Ireti da kuma a mahaɗan kamfenka muddin suna kan shafin. Sunan Ireti, tambarinsa da tsarin shafin mallakar Ireti ne.',
    liabilityTitle: 'Alhakinmu',
    liability1:
      'Muna ƙoƙari sosai don ganin Ireti yana samuwa, daidai kuma cikin tsaro, amma muna samar da shi “yadda yake”. Ba mu da alhakin abin da masu kamfe suka faɗa, suka yi ko suka kawo, sakamakon kowane kamfe, ko asarar da abubuwan da ba za mu iya sarrafawa ba suka haifar.',
    liabilityLimit: 'jimillar alhakin Ireti gare ka game da duk wani ƙara da ya shafi Ireti ba zai wuce {cap} ba',
    liability2:
      'Iyakar abin da doka ta yarda, {limit}. Babu wani abu a cikin waɗannan sharuɗɗa da ke iyakance alhakin da doka ba ta ba mu damar iyakancewa ba, kamar na zamba, ko ke ɗauke haƙƙoƙinka na mai sayayya a ƙarƙashin dokar Najeriya.',
    lawTitle: 'Doka da rikici',
    law1: 'Dokokin Tarayyar Najeriya ne ke tafiyar da waɗannan sharuɗɗa. Don Allah ka fara tuntuɓar mu don mu yi ƙoƙarin warware duk wani ƙorafi. Rikicin da ba za a iya warware shi ta wannan hanya ba yana ƙarƙashin ikon kotunan Najeriya kaɗai.',
    changesTitle: 'Canje-canje da tuntuɓa',
    changes1:
      'Za mu iya canza waɗannan sharuɗɗa; za mu sanar da muhimmin canji a shafin da ta imel kafin ya fara aiki. Ana maraba da tambayoyi game da waɗannan sharuɗɗa ta {helpForm} ɗinmu ko a {email}.',
    helpForm: 'fom ɗin taimako',
  },
  'legal/privacy-page': {
    title: 'Manufar sirri',
    intro: 'Bayanan kai da Ireti ke tattarawa, dalilin tattara su, wanda zai iya ganinsu, da haƙƙoƙin da kake da su a kansu.',
    meta: 'Ta fara aiki daga {date}. An sabunta ta don Nigeria Data Protection Act 2023.',
    whoTitle: 'Su wane ne mu',
    who1: 'Ireti ne ke gudanar da ireti.ng, dandalin tara kuɗi da ba da gudummawa na Najeriya, kuma shi ne mai kula da bayanai (data controller) na bayanan kai da aka bayyana a nan. Za ka iya tuntuɓar wanda ke da alhakin kare bayanai a Ireti a {email}.',
    lawTitle: 'Dokar da muke bi',
    law1: 'Muna sarrafa bayanan kai bisa Nigeria Data Protection Act 2023 (NDPA) da Nigeria Data Protection Regulation 2019 (NDPR) inda har yanzu take aiki, ƙarƙashin kulawar Nigeria Data Protection Commission (NDPC). Wannan manufa ta fara aiki daga {date} kuma an sake duba ta tun daga lokacin don ta dace da NDPA.',
    collectTitle: 'Abin da muke tattarawa',
    collectAccountLabel: 'Asusunka:',
    collectAccount:
      '{label} suna, adireshin imel, kalmar sirri (ana ajiye ta ne kawai a matsayin hash da ba za a iya juyawa ba), lambar waya, jiha da ƙaramar hukuma, jinsi da hoton bayanin martaba. Ga ƙungiyoyi: suna, iri, rukuni, adireshi, lambobin waya, imel, mahaɗan sada zumunta, tambari da hotunan nuni.',
    collectIdentityLabel: 'Tabbatar da shaida:',
    collectIdentity:
      '{label} mahaɗan shafukan sada zumuntarka, suna, imel da lambar wayar wani mutum da zai tabbatar da kai, da takardar shaida; ga ƙungiyoyi, har da takardar rajista.',
    collectVolunteerLabel: 'Neman zama mai sa kai:',
    collectVolunteer:
      '{label} takardar shaida, takardar kuɗin wuta a matsayin shaidar adireshi, bayanan da aka rubuta a hirarka da kuma matakinka.',
    collectCampaignsLabel: 'Kamfe:',
    collectCampaigns: '{label} labarin, hotuna, burin kuɗi, lada da saƙon godiya da ka wallafa.',
    collectDonationsLabel: 'Gudummawa:',
    collectDonations:
      '{label} sunanka (sai dai idan ka bayar ba tare da suna ba), adireshin imel, lambar waya idan ka ba da ita, adadin kuɗi, sharhinka da lambar shaidar biyan kuɗi. Bayanan katinka suna zuwa kai tsaye ga kamfanin biyan kuɗinmu; ba ma taɓa gani ko ajiye cikakkiyar lambar katinka.',
    collectPayoutsLabel: 'Fitar da kuɗi ga mai kamfe:',
    collectPayouts: '{label} banki, lambar asusu da sunan asusun da ake biyan mai kamfe a ciki.',
    collectMessagesLabel: 'Saƙonni zuwa gare mu:',
    collectMessages: '{label} abin da ka aiko ta fom ɗin taimako (suna, imel, lambar waya da saƙo).',
    collectTechnicalLabel: 'Bayanan fasaha:',
    collectTechnical:
      "{label} adireshin IP ɗinka da buƙatun da na'urarka ke aikawa, waɗanda muke ajiyewa a rajistan ayyukanmu (logs) don kiyaye tsaron sabis ɗin.",
    useTitle: 'Dalilin da muke amfani da su',
    useServiceLabel: 'Don samar da sabis ɗin da ka nema',
    useService:
      '{label} (cika yarjejeniya): gudanar da asusunka, wallafa kamfe, karɓa da tabbatar da gudummawa, mayar wa masu bayarwa kuɗinsu da biyan masu kamfe.',
    useLegalLabel: 'Don cika wajibcinmu na doka:',
    useLegal: '{label} ajiye bayanan kuɗi, hana halasta kuɗin haram da zamba, da amsa buƙatun halal daga hukumomin Najeriya.',
    useInterestsLabel: 'Don halastattun buƙatunmu:',
    useInterests:
      '{label} tantance kamfe, kiyaye tsaron Ireti, binciken rahotanni da inganta sabis ɗin — ba tare da taɓa take haƙƙoƙinka ba.',
    useConsentLabel: 'Da izininka:',
    useConsent:
      '{label} labarai daga kamfen da ba ka ba da gudummawa ba, da labarai daga Ireti. Muna rubuta kalmomin da ka amince da su da lokacin; za ka iya janyewa da danna sau ɗaya a Saituna, kuma muna rubuta hakan ma. Rasit, tabbatar da imel, mayar da kuɗi, biyan kuɗi da labarai daga kamfen da ka ba da gudummawa wani ɓangare ne na sabis ɗin kuma koyaushe za su zo.',
    visibleTitle: 'Abin da wasu za su iya gani',
    visible1: "Tara kuɗi daga jama'a abu ne na fili a yanayinsa. Kowa zai iya ganin:",
    visibleCampaigns: 'kamfe: labarin, hotuna, burin kuɗi, kuɗin da aka tara da sunan mai kamfe ko ƙungiyarsa;',
    visibleDonations:
      'gudummawa: sunan mai bayarwa, adadi, kwanan wata da sharhi — sai dai idan mai bayarwa ya bayar ba tare da suna ba, sannan ana nuna “Ba suna” a maimakon haka;',
    visibleVolunteers:
      'masu sa kai: suna, hoto, mataki da kamfe da suka tabbatar (da gangan aka sa bayanan masu sa kai da matakansu a fili, don masu bayarwa su ga wanda ya tabbatar da kamfe);',
    visibleOrganisations: 'ƙungiyoyin da aka tabbatar: bayanan da suka zaɓa su nuna.',
    visibleAdmins: 'Masu gudanarwa na Ireti za su iya ganin wanda ya ba da gudummawa ba tare da suna ba',
    visible2:
      'Babu wani kuma da zai iya ganin adireshin imel ɗinka, lambar wayarka, takardunka ko bayanan bankinka. {admins}, don hana zamba da bin doka. Masu sa kai da aka ba wa kamfe suna ganin abin da suke buƙata don tantance shi. Ana ajiye takardun shaida da shaidar adireshi a ɓoye, kuma mai su da masu gudanarwa na Ireti ne kaɗai ke ganinsu.',
    shareTitle: 'Waɗanda muke raba su da su',
    share1: 'Ba ma taɓa sayar da bayanan kai. Muna raba su ne kawai da:',
    sharePayments: 'kamfanin biyan kuɗin kati namu, don karɓar gudummawa, mayar wa masu bayarwa kuɗinsu da biyan masu kamfe;',
    shareServices:
      'sabis ɗin da ke aika imel da saƙonnin tes ɗinmu kuma suke ɗaukar sabobinmu da fayilolinmu, ƙarƙashin kwangilolin da suka ɗaure su su kare su;',
    shareAuthorities: 'hukumomi, idan dokar Najeriya ta buƙata ko don kare wani daga mummunan lahani.',
    share2:
      'Idan wasu daga cikin waɗannan kamfanoni suna ajiye bayanai a wajen Najeriya, muna tura su ne kawai inda NDPA ta yarda, misali zuwa ƙasar da ke da isasshiyar kariya ko ƙarƙashin kariyar kwangila.',
    keepTitle: 'Tsawon lokacin da muke ajiye su',
    keepAccount:
      'Bayanan asusu da kamfen: muddin asusunka a buɗe yake. Idan ka rufe shi, za a goge sunanka, imel, lambobin waya, hoto, hanyoyin sada zumunta, adireshi da takardunka, kuma asusunka zai bayyana a matsayin “Tsohon memba”; gudummawarka za ta zauna ne kawai a matsayin bayanan kuɗi, a matsayin “Ba a bayyana suna ba”.',
    keepRecords:
      'Bayanan gudummawa, mayar da kuɗi da biyan kuɗi: muddin dokar haraji da dokar yaƙi da halasta kuɗin haram ta Najeriya suka buƙata, wanda a yanzu shekara biyar ne aƙalla.',
    keepDocuments:
      'Takardun shaida da shaidar adireshi: ana goge su watanni 12 bayan yanke shawara a kansu, sai dai idan wata takaddama ko wani nauyi na doka yana buƙatar su fiye da haka.',
    keepPayouts:
      'Bayanan banki na biyan kuɗi: da zarar an biya kuma ya daidaita, lambobi huɗu na ƙarshe na lambar asusun kawai muke ajiyewa.',
    keepMessages: 'Saƙonnin taimako: shekara biyu. Rajistan sabar (server logs): kwana 90.',
    securityTitle: 'Yadda muke kare su',
    security1:
      'Komai yana tafiya ta hanyoyin haɗi da aka ɓoye. Ana adana kalmomin sirri da alamun zaman shiga ne kawai a matsayin hash na hanya ɗaya, ana ajiye takardu nesa da jama’a, kuma ana rubuta kowane aikin gudanarwa a cikin rajistar bincike. Ma’aikatan da ke buƙatar bayanan sirri don aikinsu ne kawai za su iya isa gare su. Idan wani kutse ya jefa haƙƙoƙinka cikin haɗari, muna sanar da Nigeria Data Protection Commission cikin awa 72 da saninsa, kuma muna sanar da kai ba tare da jinkiri ba.',
    rightsTitle: 'Haƙƙoƙinka',
    rights1: 'A ƙarƙashin NDPA kana da haƙƙin:',
    rightsInformed: 'a sanar da kai yadda ake amfani da bayananka (wannan manufa), da samun kwafinsu;',
    rightsCorrect: 'a gyara su, ko a share su idan ba mu da wani dalilin ci gaba da ajiye su;',
    rightsRestrict: 'taƙaita amfani da su ko ƙin yarda da amfani da su, da janye izinin da ka bayar;',
    rightsPortable: 'karɓar su a tsarin da za a iya ɗauka zuwa wani wuri;',
    rightsAutomated: "kada a yanke maka shawarar da na'ura kaɗai ta yanke (automated means) wadda ta shafe ka sosai.",
    rights2:
      'Za ka iya yin mafi yawan wannan da kanka a Saituna, ƙarƙashin Saitunan Asusu: gyara bayananka, sauke duk bayananka a cikin taska ɗaya (JSON da CSV, ta hanyar haɗin da muke aiko maka ta imel wadda ke aiki sau ɗaya, na awa 24), ba da ko janye yarda, da rufe asusunka bayan ka rubuta kalmar sirrinka. Idan ba za ka iya shiga ba, rubuta zuwa {email}; muna aiki a kan rubutacciyar buƙata cikin wata ɗaya kuma muna rubuta ta. Idan ba ka gamsu ba, za ka iya kai ƙara ga Nigeria Data Protection Commission.',
    childrenTitle: 'Yara',
    children1:
      'Ireti na mutane ne masu shekara 18 zuwa sama. Matasa masu shekara 13 zuwa 17 za su iya amfani da shi ne kawai da izinin iyayensu ko mai kula da su, kuma za mu share bayanan yaron da bai kai shekara 13 ba da zarar mun sani. Duba {terms} ɗinmu.',
    termsLink: 'sharuɗɗan amfani',
    storageTitle: "Kukis da ma'ajiyar cikin burauza (local storage)",
    storage1:
      'Ireti yana ajiye zaman shigarka a local storage na burauzarka don ka ci gaba da kasancewa a ciki; fita yana share shi. Ba ma amfani da kukis na talla ko masu bin diddigi na wasu kamfanoni (third-party trackers).',
    changesTitle: 'Canje-canje ga wannan manufa',
    changes1:
      'Idan muka canza wannan manufa, muna wallafa sabuwar sigarta a nan, kuma muna sanar da kai ta imel kafin wani muhimmin canji ya fara aiki. Ana maraba da tambayoyi a {email} ko ta {helpForm} ɗinmu.',
    helpForm: 'fom ɗin taimako',
    security2:
      'Masu gudanarwa da masu sa kai, waɗanda za su iya buɗe takardun shaida kuma su yanke hukunci kan kamfe, dole su shiga da mataki na biyu (passkey ko manhajar tantancewa) tare da kalmar sirrinsu. Duk lokacin da wani ba kai ba ya duba takardar shaidarka, shaidar adireshinka, bayanan shaidarka, adireshin isar da kaya ko bayanan tuntuɓarka, muna rubuta wanene, yaushe da kuma dalili — dole mai gudanarwa ya fara ba da dalili — kuma za ka iya karanta wannan rubutun a Saituna.',
  },
};
export { legal_default as default };
