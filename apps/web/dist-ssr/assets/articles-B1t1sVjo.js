// src/locales/yo/articles.json
var articles_default = {
  'articles/article-bodies': {
    storyIntro:
      'Ọ̀pọ̀ àwọn tó ń ṣètọrẹ fún ìpolongo kò tíì pàdé ẹni tó wà lẹ́yìn rẹ̀ rí. Wọ́n ń pinnu láàárín ìṣẹ́jú kan tí ó gbà láti ka ojú-ìwé rẹ lórí fóònù wọn. Àṣà mẹ́fà yìí ni a ń rí léraléra nínú àwọn ìpolongo tó ń dé àfojúsùn wọn.',
    story1Title: '1. Àkọlé tó sọ ẹni àti ohun',
    story1:
      '“Ràn Amaka lọ́wọ́ láti parí ọdún ìkẹyìn rẹ̀ ní ilé-ìwé nọ́ọ̀sì” sọ ju “Ẹ jọ̀ọ́ ẹ ràn mí lọ́wọ́” lọ fún olùtọrẹ. Fi orúkọ, àìní náà àti, bí o bá lè ṣe é, ibi náà sínú àkọlé. Jẹ́ kí àkótán má ju lẹ́tà 50 lọ: òun ni àwọn ènìyàn ń rí lórí káàdì ìpolongo àti nínú àwòtẹ́lẹ̀ ìjápọ̀.',
    story2Title: '2. Àwòrán òtítọ́ kan',
    story2:
      'Lo fọ́tò tó ṣe kedere, tí kò tíì pẹ́, ti ẹni náà tàbí iṣẹ́ náà — tí a yà ní ọ̀sán, kì í ṣe logo tàbí àwòrán láti orí íńtánẹ́ẹ̀tì. Bí ìpolongo náà bá jẹ́ nípa ẹlòmíràn, kọ́kọ́ gba àṣẹ rẹ̀, kí o sì ronú nípa iyì rẹ̀: fọ́tò aláìsàn tó ń rẹ́rìn-ín máa ń wọni lọ́kàn ju ti ibùsùn ilé-ìwòsàn lọ.',
    story3Title: '3. Sọ pàtó ohun tí owó náà yóò san fún',
    story3:
      'Pín àfojúsùn náà sí wẹ́wẹ́. “₦380,000 fún iṣẹ́ abẹ, ₦60,000 fún oògùn àti ₦40,000 fún ọ̀sẹ̀ méjì nínú wọ́ọ̀dù” ń yíni lọ́kàn padà ju iye owó róbótó kan lọ. Àwọn olùtọrẹ máa ń fúnni tinútinú nígbà tí wọ́n bá lè rí ibi tí ₦5,000 wọn ń lọ — àwọn olùyọ̀ǹda tí yóò ṣàyẹ̀wò ìpolongo rẹ yóò sì wá irú àlàyé kan náà.',
    story4Title: '4. Sọ ìtàn náà ní ọ̀rọ̀ ẹnu rẹ',
    story4:
      'Ta ni ọ́, kí ló ṣẹlẹ̀, kí ló dé tí ó fi jẹ́ báyìí, kí ni yóò sì yí padà nígbà tí àfojúsùn bá tẹ̀ wá lọ́wọ́? Kọ ọ́ bí ẹni pé ò ń bá aládùúgbò rẹ sọ̀rọ̀. Ìpínrọ̀ kúkúrú ń rọrùn láti kà lórí fóònù. Yẹra fún títini àti àsọdùn: àwọn ènìyàn máa ń mọ̀.',
    story5Title: '5. Múra sílẹ̀ fún àyẹ̀wò',
    story5:
      'Àwọn olùyọ̀ǹda láti ìpínlẹ̀ rẹ yóò fìdí ìpolongo rẹ múlẹ̀ kí ó tó lè gba ọrẹ. Jẹ́ kí iṣẹ́ wọn rọrùn: ní àwọn ìwé bí ìṣirò owó ilé-ìwòsàn, lẹ́tà ìgbaniwọlé tàbí ìdíyelé lọ́wọ́, kí o sì dáhùn ìbéèrè wọn kíákíá. Ìpolongo tí a ti ṣàyẹ̀wò ni àwọn olùtọrẹ ń gbẹ́kẹ̀lé.',
    story6Title: '6. Pín in, kí o sì máa pín in nìṣó',
    story6:
      'Àwọn olùtọrẹ àkọ́kọ́ rẹ ni àwọn tó ti mọ̀ ọ́ tẹ́lẹ̀. Pín ìjápọ̀ ìpolongo rẹ nínú ẹgbẹ́ ìdílé, ṣọ́ọ̀ṣì, mọ́ṣáláṣí, ilé-ìwé àti ibi iṣẹ́ rẹ, kí o sì bẹ àwọn díẹ̀ láti pín in síwájú. Nígbà tí ìpolongo bá parí, fi ọ̀rọ̀ ìdúpẹ́ sílẹ̀ pẹ̀lú àwòrán ohun tí owó náà ṣe: yóò di ìtàn àṣeyọrí, yóò sì ran ẹni tó kàn tí yóò béèrè lọ́wọ́.',
    storyEnd: 'Ṣé o ti ṣetán? {start} — ọ̀fẹ́ ni, {commission} ti àfojúsùn rẹ nìkan ni Ireti ń gbà nígbà tí o bá gba owó tí o kó jọ.',
    storyEndLink: 'Bẹ̀rẹ̀ ìpolongo rẹ',
    vettingIntro:
      'Lórí Ireti, ìpolongo tuntun kò lè gba náírà kan ṣoṣo títí ẹnì kan yóò fi wò ó. Ẹni náà ni olùyọ̀ǹda: olùmúlò lásán tí ń gbé ní ìpínlẹ̀ kan náà pẹ̀lú olùpolongo, tí àwa ti kọ́kọ́ ṣàyẹ̀wò. Bí ó ṣe ń ṣiṣẹ́ nìyí.',
    vettingWhoTitle: 'Àwọn tí àwọn olùyọ̀ǹda jẹ́',
    vettingWho:
      'Ẹnikẹ́ni lè béèrè — àwọn olùtọrẹ, olùpolongo, akẹ́kọ̀ọ́, àwọn tí wọ́n ti fẹ̀yìn tì. Àwọn olùyọ̀ǹda ṣì lè ṣe ìpolongo tiwọn. Láti forúkọ sílẹ̀, olùbéèrè yóò gbé ìwé ìdánimọ̀ kan sókè (National ID, káàdì ìdìbò, káàdì akẹ́kọ̀ọ́, ìwé ìrìnnà àgbáyé tàbí ìwé-ẹ̀rí owó ìpínlẹ̀) àti ìwé owó iná mànàmáná gẹ́gẹ́ bí ẹ̀rí àdírẹ́sì, lẹ́yìn náà yóò ṣe ìfọ̀rọ̀wánilẹ́nuwò pẹ̀lú ẹgbẹ́ Ireti. A máa ń fún àwọn tí a gbà ní ìpele, gbogbo ènìyàn ló sì lè rí àkọsílẹ̀ àti ìpele wọn.',
    vettingChosenTitle: 'Bí a ṣe ń yàn wọ́n',
    vettingChosen:
      'Nígbà tí a bá fi ìpolongo kan sílẹ̀, a ó yàn án láìròtẹ́lẹ̀ fún àwọn olùyọ̀ǹda tí a ti fọwọ́ sí ní ìpínlẹ̀ olùpolongo. Yíyàn láìròtẹ́lẹ̀ ṣe pàtàkì: olùpolongo kò lè yan ọ̀rẹ́ rẹ̀ láti fọwọ́ sí i, kò sì sí olùyọ̀ǹda kan ṣoṣo tó ń pinnu àwọn ìpolongo tí yóò kọjá. Ti àdúgbò náà ṣe pàtàkì: olùyọ̀ǹda ní Kano mọ ilé-ìwòsàn tó jẹ́ òótọ́ ní Kano.',
    vettingCheckTitle: 'Ohun tí wọ́n ń ṣàyẹ̀wò',
    vettingCheck1: 'Ṣé ẹni náà wà lóòótọ́, ṣé òun sì ni ẹni tó sọ pé òun jẹ́?',
    vettingCheck2: 'Ṣé ìtàn náà bá ara mu, ṣé àfojúsùn sì bá àìní náà mu?',
    vettingCheck3: 'Ṣé àwọn àwòrán náà jẹ́ òótọ́, ṣé èrò náà sì bófin mu?',
    vettingCheck4: 'Ṣé ìpolongo náà ṣòótọ́ nípa àwọn ẹ̀bùn, tí kò gbọdọ̀ jẹ́ owó láéláé?',
    vettingVerify:
      'Nígbà tí ọkàn wọn bá balẹ̀, olùyọ̀ǹda yóò fìdí ìpolongo náà múlẹ̀, yóò sì bẹ̀rẹ̀. Olùyọ̀ǹda tí ọkàn rẹ̀ balẹ̀ gidigidi tún lè dábàá rẹ̀ fún ipò ìfìdímúlẹ̀. Àwọn olùyọ̀ǹda tó ṣàyẹ̀wò ìpolongo kan yóò hàn lórí rẹ̀ ní kété tí ó bá parí, kí iṣẹ́ wọn lè hàn.',
    vettingSlipTitle: 'Bí nǹkan kan bá sì yọ́ kọjá ńkọ́?',
    vettingSlip:
      'Ẹnikẹ́ni lè fi ẹjọ́ ìpolongo sùn, àwọn alábòójútó wa sì ń ṣàyẹ̀wò gbogbo ẹjọ́. A ń pa owó àwọn olùtọrẹ mọ́ títí a ó fi gba owó ìpolongo, nítorí náà ìpolongo tí a yọ kúrò kò ní gbé owó ẹnikẹ́ni lọ.',
    vettingEnd: 'Ṣé o fẹ́ ṣèrànwọ́? {volunteer} ní ìpínlẹ̀ rẹ.',
    vettingEndLink: 'Di olùyọ̀ǹda',
    donationIntro:
      'Nígbà tí o bá ṣètọrẹ lórí Ireti, owó náà kì í lọ tààrà sínú àkáǹtì olùpolongo. Ohun tó ń ṣẹlẹ̀ sí i nìyí, ní ìgbésẹ̀ kọ̀ọ̀kan, àti ohun tó ń dáàbò bò ọ́ lójú ọ̀nà.',
    donation1Title: '1. O sanwó nípasẹ̀ ilé-iṣẹ́ ìsanwó káàdì wa',
    donation1:
      'O yan iye owó kan — ó kéré jù {minimum} — o sì sanwó nípasẹ̀ ilé-iṣẹ́ ìsanwó wa. Ìwífún káàdì rẹ kì í dé ọ̀dọ̀ Ireti. Kò sí owó iṣẹ́: iye tí o yàn ni iye tí a ó gbà lọ́wọ́ rẹ. O lè ṣètọrẹ lẹ́yìn tí o wọlé, bí àlejò, tàbí láìfi orúkọ hàn.',
    donation2Title: '2. A fìdí rẹ̀ múlẹ̀, lẹ́ẹ̀kan',
    donation2:
      'Ọrẹ rẹ ń kà nígbà tí ilé-iṣẹ́ ìsanwó bá fìdí ìsanwó náà múlẹ̀ nìkan, ó sì ń kà lẹ́ẹ̀kan ṣoṣo, kódà bí ìsopọ̀ rẹ bá já ní agbedeméjì. Wàá gba ìwé-ẹ̀rí owó lórí ímeèlì, àpapọ̀ owó ìpolongo náà yóò sì gòkè.',
    donation3Title: '3. A pa á mọ́',
    donation3:
      'Àwọn ọrẹ ń wà lọ́dọ̀ Ireti nígbà tí ìpolongo ń lọ lọ́wọ́. Kò sí ẹni tó lè gbà wọ́n jáde ṣáájú àkókò, a sì ń kọ gbogbo náírà sínú ìwé ìṣirò wa lábẹ́ ìpolongo tí a fi fún.',
    donation4Title: '4. Olùpolongo gbà á — tàbí kí ó padà sọ́dọ̀ rẹ',
    donation4:
      'Nígbà tí ìpolongo bá dé àfojúsùn rẹ̀, ẹni tó ni í lè gba owó náà sínú àkáǹtì báǹkì Nàìjíríà tí a ti ṣàyẹ̀wò, ní kété tí Ireti bá ti fọwọ́ sí ìdánimọ̀ rẹ̀. Ìgbà náà ni a ń gba owó iṣẹ́ wa kan ṣoṣo, {commission} ti àfojúsùn: ìpolongo tí àfojúsùn rẹ̀ jẹ́ {goal} tí ó kó {raised} jọ yóò san {fee}, yóò sì gba {payout}.',
    donationBack:
      'Bí a kò bá lè lo owó náà bí a ti ṣèlérí, yóò padà sọ́dọ̀ rẹ, ní kíkún àti fúnra rẹ̀, ní ọ̀nà tí o gbà sanwó (sí káàdì rẹ, tàbí sí àkáǹtì báǹkì rẹ fún gbígbé owó láti báǹkì tàbí USSD):',
    donationBack1: 'nígbà tí ẹni tó ṣẹ̀dá ìpolongo náà bá pa á rẹ́;',
    donationBack2: 'nígbà tí ìgbà ọrẹ bá parí kí àfojúsùn tó tẹ̀ wá lọ́wọ́;',
    donationBack3: 'nígbà tí ìsanwó rẹ bá dé lẹ́yìn tí ìgbà ọrẹ ti parí, fún àpẹẹrẹ nítorí pé àfojúsùn ṣẹ̀ṣẹ̀ tẹ̀ wá lọ́wọ́.',
    donationBackAfter:
      'A ó sọ fún ọ lórí ímeèlì nígbà tí a bá dá owó padà; báǹkì rẹ ló ń pinnu bí yóò ti yára hàn tó, nígbà púpọ̀ láàárín ọjọ́ iṣẹ́ díẹ̀.',
    donation5Title: '5. O rí ohun tí ó ṣe',
    donation5:
      'Nígbà tí ìpolongo bá parí, ẹni tó ni í yóò pa á dé pẹ̀lú ọ̀rọ̀ ìdúpẹ́ àti àwòrán. O lè ka gbogbo wọn lórí ojú-ìwé {stories} wa.',
    donation5Link: 'ìtàn àṣeyọrí',
  },
};
export { articles_default as default };
