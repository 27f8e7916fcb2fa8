// src/locales/pcm/articles.json
var articles_default = {
  'articles/article-bodies': {
    storyIntro:
      'Most people wey dey donate to campaign never meet the person wey dey behind am. Dem dey decide inside the one minute wey e take to read your page for their phone. These six habits na wetin we dey see again and again for campaigns wey dey hit their target.',
    story1Title: '1. Title wey talk who and wetin',
    story1:
      '“Help Amaka finish her final year for nursing school” dey tell donor pass “Abeg help”. Put name, the need and, if you fit, the place for the title. Make the summary no pass 50 characters: na im people dey see for the campaign cards and for link previews.',
    story2Title: '2. One picture wey no dey lie',
    story2:
      'Use clear, new photo of the person or the project — wey dem snap for daylight, no be logo or picture wey you download. If the campaign na about another person, ask am first, and think about im dignity: photo of patient wey dey smile dey touch heart pass photo of hospital bed.',
    story3Title: '3. Talk exactly wetin the money go pay for',
    story3:
      'Break the target down. “₦380,000 for the surgery, ₦60,000 for drugs and ₦40,000 for two weeks for the ward” dey convince people pass one round number. Donors dey give quick when dem fit see where their ₦5,000 dey go — and the volunteers wey go check your campaign go look for the same detail.',
    story4Title: '4. Tell the story with your own mouth',
    story4:
      'Who you be, wetin happen, why now, and wetin go change when you hit the target? Write am like say you dey talk to your neighbour. Short paragraphs dey easy to read for phone. No put pressure and no exaggerate: people go know.',
    story5Title: '5. Dey ready make dem check you',
    story5:
      'Volunteers from your state go check your campaign before e fit collect donation. Make their work easy: keep documents like hospital estimate, admission letter or quotation for hand, and answer their questions quick. Campaign wey dem don check na im donors dey trust.',
    story6Title: '6. Share am, and keep sharing',
    story6:
      'Your first donors na people wey already know you. Share your campaign link for your family, church, mosque, school and work groups, and beg some people make dem share am too. When the campaign close, post thank-you with pictures of wetin the money do: e go turn success story, and e go help the next person wey go ask.',
    storyEnd:
      'You ready? {start} — e free, and na only {commission} of your target Ireti go take when you collect the money wey you gather.',
    storyEndLink: 'Start your own campaign',
    vettingIntro:
      'For Ireti, new campaign no fit collect even one naira until person don look am. That person na volunteer: ordinary user wey dey live for the same state as the campaign owner and wey we don first check. See how e dey work.',
    vettingWhoTitle: 'Who the volunteers be',
    vettingWho:
      "Anybody fit apply — donors, people wey get campaign, students, people wey don retire. Volunteers still fit run their own campaign. To register, the person go upload identity document (National ID, voter's card, student ID, international passport or state bill receipt) and light bill as proof of address, then do interview with the Ireti team. Those wey we accept go get grade, and everybody fit see their profile and grade.",
    vettingChosenTitle: 'How we dey choose dem',
    vettingChosen:
      'When person submit campaign, we dey give am at random to volunteers wey we don approve for the state of the campaign owner. Random matter: campaign owner no fit pick im friend make e approve am, and no one volunteer dey decide which campaign go pass. Local matter too: volunteer for Kano sabi which hospital for Kano dey real.',
    vettingCheckTitle: 'Wetin dem dey check',
    vettingCheck1: 'The person dey real, and na who e talk say e be?',
    vettingCheck2: 'The story make sense, and the target match the need?',
    vettingCheck3: 'The pictures na original, and wetin dem wan do dey legal?',
    vettingCheck4: 'The campaign dey honest about rewards, wey must never be money matter?',
    vettingVerify:
      'When dem don satisfy, the volunteer go check the campaign and e go start. Volunteer wey sure well well fit also recommend am for verified status. The volunteers wey check one campaign go show for the campaign once e close, so everybody go see their work.',
    vettingSlipTitle: 'And if something pass wey no suppose pass?',
    vettingSlip:
      'Anybody fit report campaign, and our admins dey look every report. We dey hold donors money until person collect the campaign money, so if we remove campaign, e no go carry anybody money go.',
    vettingEnd: 'You wan help? {volunteer} for your state.',
    vettingEndLink: 'Become volunteer',
    donationIntro:
      'When you donate for Ireti, the money no dey go straight enter the campaign owner account. See wetin dey happen to am, step by step, and wetin dey protect you for the way.',
    donation1Title: '1. You go pay through our card payment company',
    donation1:
      'You go choose amount — at least {minimum} — and pay through our payment provider. Your card details no dey ever reach Ireti. No service fee: the amount wey you choose na the amount dem go charge you. You fit donate after you login, as guest, or make dem no know your name.',
    donation2Title: '2. We dey confirm am, one time',
    donation2:
      'Your donation dey count only when the provider confirm the payment, and e dey count only one time, even if your network cut for half way. You go get receipt for email and the campaign total go increase.',
    donation3Title: '3. We dey hold am',
    donation3:
      'Donations dey stay with Ireti while the campaign dey run. Nobody fit withdraw am early, and we dey record every naira for our books under the campaign wey dem give am.',
    donation4Title: '4. The campaign owner go collect am — or you go get am back',
    donation4:
      'When campaign hit im target, the owner fit collect the money enter Nigerian bank account wey dem don check, once Ireti don approve im identity. Na that time we go take our only commission, {commission} of the target: campaign wey im target na {goal} and wey gather {raised} go pay {fee} and collect {payout}.',
    donationBack:
      'If dem no fit use the money as dem promise, e go come back to you, complete and automatically, the way wey you take pay (for your card, or for your bank account if na bank transfer or USSD):',
    donationBack1: 'when the person wey create the campaign delete am;',
    donationBack2: 'when donations close before dem hit the target;',
    donationBack3: 'when your payment land after donations don already close, like when dem just hit the target.',
    donationBackAfter:
      'We go tell you for email when we do refund; na your bank go decide how fast e go show, usually within few working days.',
    donation5Title: '5. You go see wetin e do',
    donation5:
      'When campaign finish, the owner go close am with thank-you message and pictures. You fit read all of dem for our {stories} page.',
    donation5Link: 'success stories',
  },
};
export { articles_default as default };
