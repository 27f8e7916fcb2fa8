// src/locales/ha/cards.json
var cards_default = {
  'cards/category-tag': {
    Health: 'Lafiya',
    Finance: 'Kuɗi',
    Support: 'Tallafi',
    Business: 'Kasuwanci',
    Nonprofit: 'Ba don riba ba',
    Emergency: 'Gaggawa',
    Newlywed: 'Sababbin ma’aurata',
    Family: 'Iyali',
    Wishes: 'Buri',
  },
  'cards/closed-short': {
    label: 'An rufe — an mayar wa masu bayarwa kuɗinsu',
    text: 'Wannan kamfe ya rufe kafin ya kai burin kuɗinsa, don haka an mayar wa duk wanda ya bayar da kuɗinsa gaba ɗaya.',
  },
  'cards/place-label': { place: 'Wuri:' },
  'cards/progress': {
    label: 'Abin da aka tara daga burin kuɗi',
    valueText: '{percent}% — {pledged} da aka tara cikin {goal}',
    raisedOf: '{pledged} da aka tara cikin {goal}',
  },
  'cards/campaign-card': {
    rewards: 'Ladan',
    campaignClosed: 'An rufe kamfe',
    closedForDonations: 'An daina karɓar gudummawa',
    closedShortGoal: '{closed} · burin kuɗi {goal}',
    by: 'daga {owner}',
    donors: {
      one: 'mai bayarwa {n}',
      other: 'masu bayarwa {n}',
    },
    loading: 'Ana ɗora kamfe',
  },
  'cards/profile-campaigns-tab': {
    loading: 'Ana ɗora kamfe ɗinka',
    noCampaigns: 'Babu kamfe tukuna.',
    start: 'Fara kamfe',
    draft: 'Daftari',
    notSubmitted: 'Ba a tura shi ba tukuna: kai kaɗai kake iya ganinsa. Ka kammala shi, ka tura shi don a tantance shi.',
    funded: '{title}: abin da aka tara',
    fundedOf: '{percent} · {pledged} da aka tara cikin {goal}',
    continue: 'Ci gaba',
    edit: 'Gyara',
    view: 'Duba',
    totals: 'Jimillarka',
    campaigns: 'Kamfe',
    donations: 'Gudummawa',
    comments: 'Sharhi',
    raisedInAll: 'Jimillar da aka tara: {amount}',
  },
  'cards/funding': {
    allOrNothingBy: 'Idan ba a tara ƙarin {amount} ba zuwa {date}, za a mayar wa kowane mai bayarwa da kuɗinsa',
    allOrNothing: 'Idan ba a tara ƙarin {amount} ba, za a mayar wa kowane mai bayarwa da kuɗinsa',
    keeps: 'Wannan kamfe yana riƙe abin da ya tara',
    daysLeft: {
      one: 'Saura kwana {count}',
      other: 'Saura kwanaki {count}',
    },
    lastDay: 'Ranar ƙarshe ta bayarwa',
  },
};
export { cards_default as default };
