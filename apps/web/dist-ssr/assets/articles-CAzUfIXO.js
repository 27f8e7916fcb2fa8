// src/locales/ha/articles.json
var articles_default = {
  'articles/article-bodies': {
    storyIntro:
      "Yawancin mutanen da ke ba da gudummawa ga kamfe ba su taɓa haɗuwa da mutumin da ke bayansa ba. Suna yanke shawara a cikin mintin da yake ɗauka su karanta shafinka a wayarsu. Waɗannan ɗabi'u shida ne muke gani akai-akai a kamfe da ke kai burin kuɗinsu.",
    story1Title: '1. Take da ke faɗin wa da me',
    story1:
      '“Taimaka wa Amaka ta kammala shekararta ta ƙarshe a makarantar jinya” yana gaya wa mai bayarwa fiye da “Don Allah a taimaka”. Saka suna, buƙatar da, idan za ka iya, wurin a cikin take. Ka sa taƙaitawar ƙasa da haruffa 50: ita ce mutane ke gani a katunan kamfe da kuma a samfotin mahaɗi.',
    story2Title: '2. Hoto ɗaya na gaskiya',
    story2:
      'Yi amfani da hoto mai kyau, na kwanan nan, na mutumin ko aikin — wanda aka ɗauka da rana, ba tambari ko hoton intanet ba. Idan kamfen game da wani ne, fara neman izininsa, kuma ka yi tunani game da mutuncinsa: hoton majinyaci mai murmushi ya fi taɓa zuciya fiye da na gadon asibiti.',
    story3Title: '3. Faɗi ainihin abin da kuɗin zai biya',
    story3:
      'Raba burin kuɗin dalla-dalla. “₦380,000 don tiyata, ₦60,000 don magunguna da ₦40,000 don makonni biyu a asibiti” ya fi gamsarwa nesa ba kusa ba fiye da adadi kawai. Masu bayarwa suna bayarwa da sauri idan za su iya hango inda ₦5,000 ɗinsu ke zuwa — kuma masu sa kai da za su tantance kamfenka za su nemi irin wannan bayani.',
    story4Title: '4. Faɗi labarin da kalmominka',
    story4:
      'Kai wane ne, me ya faru, me ya sa yanzu, kuma me zai canza idan aka kai burin kuɗi? Rubuta kamar yadda za ka yi magana da maƙwabci. Gajerun sakin layi sun fi sauƙin karantawa a waya. Guji matsa lamba da zuzzurfawa: mutane suna gane hakan.',
    story5Title: '5. Ka shirya a tantance ka',
    story5:
      'Masu sa kai daga jiharka za su tabbatar da kamfenka kafin ya iya karɓar gudummawa. Ka sauƙaƙa musu aikinsu: ka riƙe takardu kamar ƙiyasin asibiti, wasiƙar shiga makaranta ko takardar farashi a hannu, kuma ka amsa tambayoyinsu da sauri. Kamfe da aka tabbatar shi ne masu bayarwa ke amincewa da shi.',
    story6Title: '6. Raba shi, kuma ka ci gaba da rabawa',
    story6:
      'Masu bayarwarka na farko su ne mutanen da suka riga sun san ka. Raba mahaɗin kamfenka a ƙungiyoyin iyalinka, coci, masallaci, makaranta da wurin aiki, kuma ka roƙi wasu mutane su ƙara rabawa. Idan kamfen ya rufe, saka godiya tare da hotunan abin da kuɗin ya yi: zai zama labarin nasara, kuma zai taimaki mutum na gaba da zai nema.',
    storyEnd:
      'Ka shirya? {start} — kyauta ne, kuma Ireti yana ɗaukar {commission} na burin kuɗinka ne kawai lokacin da ka karɓi abin da ka tara.',
    storyEndLink: 'Fara kamfenka',
    vettingIntro:
      'A Ireti, sabon kamfe ba zai iya karɓar ko naira ɗaya ba har sai wani ya duba shi. Wannan wani mai sa kai ne: mai amfani na yau da kullum da ke zaune a jiha ɗaya da mai kamfe, wanda mu muka fara tantancewa. Ga yadda yake aiki.',
    vettingWhoTitle: 'Su wane ne masu sa kai',
    vettingWho:
      'Kowa zai iya nema — masu bayarwa, masu kamfe, ɗalibai, masu ritaya. Masu sa kai za su iya gudanar da nasu kamfe. Don a yi rajista, mai nema yana ɗora takardar shaida (National ID, katin zaɓe, katin ɗalibi, fasfo na ƙasa da ƙasa ko rasit ɗin kuɗin jiha) da takardar kuɗin wuta a matsayin shaidar adireshi, sannan ya yi hira da ƙungiyar Ireti. Waɗanda aka karɓa ana ba su mataki, kuma bayanansu da matakinsu a bayyane suke.',
    vettingChosenTitle: 'Yadda ake zaɓen su',
    vettingChosen:
      'Idan an gabatar da kamfe, ana ba da shi ba tare da zaɓi ba ga masu sa kai da aka amince da su a jihar mai kamfe. Rashin zaɓi yana da muhimmanci: mai kamfe ba zai iya zaɓar abokinsa ya amince masa ba, kuma babu mai sa kai guda da ke yanke shawarar waɗanne kamfe za su wuce. Kusanci ma yana da muhimmanci: mai sa kai a Kano ya san wane asibiti a Kano na gaske ne.',
    vettingCheckTitle: 'Abin da suke dubawa',
    vettingCheck1: 'Mutumin na gaske ne, kuma shi ne wanda ya ce shi ne?',
    vettingCheck2: "Labarin yana da ma'ana, kuma burin kuɗi ya dace da buƙatar?",
    vettingCheck3: 'Hotunan na gaske ne, kuma manufar ta halatta?',
    vettingCheck4: 'Kamfen yana da gaskiya game da lada, wanda bai kamata ya zama kuɗi ba har abada?',
    vettingVerify:
      'Idan sun gamsu, mai sa kai yana tabbatar da kamfen kuma ya fara aiki. Mai sa kai da ya amince sosai zai iya ba da shawarar sa don matsayin tabbatacce. Masu sa kai da suka tantance kamfe ana nuna su a kansa da zarar ya rufe, don a ga aikinsu.',
    vettingSlipTitle: 'Idan kuma wani abu ya kuɓuce fa?',
    vettingSlip:
      'Kowa zai iya kai rahoton kamfe, kuma masu gudanarwa namu suna duba kowane rahoto. Ana riƙe kuɗin masu bayarwa har sai an karɓi kuɗin kamfe, don haka kamfen da aka cire ba ya tafiya da kuɗin kowa.',
    vettingEnd: 'Kana son taimakawa? {volunteer} a jiharka.',
    vettingEndLink: 'Zama mai sa kai',
    donationIntro:
      'Idan ka bayar a Ireti, kuɗin ba ya zuwa kai tsaye asusun mai kamfe. Ga abin da ke faruwa da shi, mataki bayan mataki, da abin da ke kare ka a hanya.',
    donation1Title: '1. Kana biya ta hannun kamfanin biyan kuɗin kati namu',
    donation1:
      'Kana zaɓar adadi — aƙalla {minimum} — kuma ka biya ta hannun kamfanin biyan kuɗinmu. Bayanan katinka ba sa taɓa isa ga Ireti. Babu kuɗin sabis: adadin da ka zaɓa shi ne adadin da za a caje ka. Kana iya bayarwa bayan ka shiga, a matsayin baƙo, ko ba tare da suna ba.',
    donation2Title: '2. Muna tabbatar da shi, sau ɗaya',
    donation2:
      'Gudummawarka tana ƙidayuwa ne kawai idan kamfanin ya tabbatar da biyan, kuma tana ƙidayuwa sau ɗaya kacal, ko da haɗinka ya yanke a tsakiya. Kana samun rasit ta imel kuma jimillar kamfen tana ƙaruwa.',
    donation3Title: '3. Muna riƙe shi',
    donation3:
      'Gudummawa tana zama a hannun Ireti yayin da kamfen ke gudana. Babu wanda zai iya cire ta da wuri, kuma ana rubuta kowane naira a littattafanmu ƙarƙashin kamfen da aka ba shi.',
    donation4Title: '4. Mai kamfe yana karɓa — ko kuma a mayar maka',
    donation4:
      'Idan kamfe ya kai burin kuɗinsa, mai shi zai iya karɓar kuɗin zuwa asusun bankin Najeriya da aka tabbatar, da zarar Ireti ya amince da shaidarsa. A lokacin ne ake ɗaukar kuɗin sabis ɗinmu kaɗai, {commission} na burin kuɗi: kamfe mai burin kuɗi na {goal} da ya tara {raised} yana biyan {fee} kuma yana karɓar {payout}.',
    donationBack:
      'Idan ba za a iya amfani da kuɗin kamar yadda aka yi alkawari ba, yana komawa gare ka, gaba ɗaya kuma kai tsaye, ta hanyar da ka biya (zuwa katinka, ko zuwa asusun bankinka idan ka biya ta tura ta banki ko USSD):',
    donationBack1: 'idan wanda ya ƙirƙiri kamfen ya share shi;',
    donationBack2: 'idan an rufe karɓar gudummawa kafin a kai burin kuɗi;',
    donationBack3: 'idan biyan kuɗinka ya iso bayan an riga an rufe karɓar gudummawa, misali saboda an kai burin kuɗi yanzun nan.',
    donationBackAfter:
      "Muna sanar da kai ta imel idan an mayar da kuɗi; bankinka ne ke yanke saurin bayyanarsa, yawanci cikin 'yan kwanakin aiki.",
    donation5Title: '5. Kana ganin abin da ya yi',
    donation5: 'Idan kamfe ya ƙare, mai shi yana rufe shi da saƙon godiya da hotuna. Kana iya karanta su duka a shafin {stories} ɗinmu.',
    donation5Link: 'labaran nasara',
  },
};
export { articles_default as default };
