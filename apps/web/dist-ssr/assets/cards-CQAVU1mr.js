// src/locales/yo/cards.json
var cards_default = {
  'cards/category-tag': {
    Health: 'Ìlera',
    Finance: 'Ìṣúná',
    Support: 'Ìrànlọ́wọ́',
    Business: 'Òwò',
    Nonprofit: 'Àìlérè',
    Emergency: 'Pàjáwìrì',
    Newlywed: 'Ìgbéyàwó tuntun',
    Family: 'Ẹbí',
    Wishes: 'Ìfẹ́-ọkàn',
  },
  'cards/closed-short': {
    label: 'Ó ti parí — a ti dá owó padà fún àwọn olùtọrẹ',
    text: 'Ìpolongo yìí parí kí ó tó dé àfojúsùn rẹ̀, nítorí náà a ti dá owó gbogbo ẹni tó ṣètọrẹ padà fún wọn ní kíkún.',
  },
  'cards/place-label': { place: 'Ibi:' },
  'cards/progress': {
    label: 'Iye tí a ti kó jọ nínú àfojúsùn',
    valueText: '{percent}% — {pledged} tí a ti kó jọ nínú {goal}',
    raisedOf: '{pledged} tí a ti kó jọ nínú {goal}',
  },
  'cards/campaign-card': {
    rewards: 'Ẹ̀bùn',
    campaignClosed: 'Ìpolongo ti parí',
    closedForDonations: 'A ti dẹ́kun gbígba ọrẹ',
    closedShortGoal: '{closed} · àfojúsùn {goal}',
    by: 'láti ọwọ́ {owner}',
    donors: {
      one: 'olùtọrẹ {n}',
      other: 'olùtọrẹ {n}',
    },
    loading: 'Àwọn ìpolongo ń wọlé',
  },
  'cards/profile-campaigns-tab': {
    loading: 'Àwọn ìpolongo rẹ ń wọlé',
    noCampaigns: 'Kò sí ìpolongo kankan síbẹ̀.',
    start: 'Bẹ̀rẹ̀ ìpolongo',
    draft: 'Àkọsílẹ̀ àkọ́kọ́',
    notSubmitted: 'O kò tíì fi ránṣẹ́: ìwọ nìkan ló lè rí i. Parí rẹ̀ kí o sì fi ránṣẹ́ fún àyẹ̀wò.',
    funded: '{title}: iye tí a ti kó jọ',
    fundedOf: '{percent} · {pledged} tí a ti kó jọ nínú {goal}',
    continue: 'Tẹ̀síwájú',
    edit: 'Ṣàtúnṣe',
    view: 'Wò ó',
    totals: 'Àpapọ̀ rẹ',
    campaigns: 'Ìpolongo',
    donations: 'Ọrẹ',
    comments: 'Èrò',
    raisedInAll: 'Àpapọ̀ tí a ti kó jọ: {amount}',
  },
  'cards/funding': {
    allOrNothingBy: 'Bí a kò bá kó {amount} sí i jọ ní {date}, a ó dá owó gbogbo olùtọrẹ padà',
    allOrNothing: 'Bí a kò bá kó {amount} sí i jọ, a ó dá owó gbogbo olùtọrẹ padà',
    keeps: 'Ìpolongo yìí yóò pa ohun tí ó bá kó jọ mọ́',
    daysLeft: {
      one: 'Ọjọ́ {count} ló kù',
      other: 'Ọjọ́ {count} ló kù',
    },
    lastDay: 'Ọjọ́ ìkẹyìn láti fi ẹ̀bùn sílẹ̀',
  },
};
export { cards_default as default };
