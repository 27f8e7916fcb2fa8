// src/locales/ig/cards.json
var cards_default = {
  'cards/category-tag': {
    Health: 'Ahụike',
    Finance: 'Ego',
    Support: 'Nkwado',
    Business: 'Azụmahịa',
    Nonprofit: 'Ọ bụghị maka uru',
    Emergency: 'Ihe mberede',
    Newlywed: 'Di na nwunye ọhụrụ',
    Family: 'Ezinụlọ',
    Wishes: 'Ọchịchọ',
  },
  'cards/closed-short': {
    label: 'Emechiela — e nyeghachila ndị nyere onyinye ego ha',
    text: 'Mkpọsa a mechiri tupu o ruo ego a chọrọ, ya mere e nyeghachila onye ọ bụla nyere onyinye ego ya niile.',
  },
  'cards/place-label': { place: 'Ebe:' },
  'cards/progress': {
    label: 'Ego e nwetala n’ime ego a chọrọ',
    valueText: '{percent}% — {pledged} e nwetala n’ime {goal}',
    raisedOf: '{pledged} e nwetala n’ime {goal}',
  },
  'cards/campaign-card': {
    rewards: 'Ụgwọ ọrụ',
    campaignClosed: 'Mkpọsa emechiela',
    closedForDonations: 'Emechiela ịnata onyinye',
    closedShortGoal: '{closed} · ego a chọrọ {goal}',
    by: 'site n’aka {owner}',
    donors: {
      one: 'onye nyere onyinye {n}',
      other: 'ndị nyere onyinye {n}',
    },
    loading: 'Mkpọsa na-abata',
  },
  'cards/profile-campaigns-tab': {
    loading: 'Mkpọsa gị na-abata',
    noCampaigns: 'Enweghị mkpọsa ọ bụla ka ugbu a.',
    start: 'Malite mkpọsa',
    draft: 'Edemede mbụ',
    notSubmitted: 'Ezipụbeghị ya: ọ bụ naanị gị nwere ike ịhụ ya. Mechaa ya ma zipụ ya ka e nyochaa ya.',
    funded: '{title}: ego e nwetala',
    fundedOf: '{percent} · {pledged} e nwetala n’ime {goal}',
    continue: 'Gaa n’ihu',
    edit: 'Dezie',
    view: 'Lee ya',
    totals: 'Ngụkọta gị',
    campaigns: 'Mkpọsa',
    donations: 'Onyinye',
    comments: 'Nkwupụta',
    raisedInAll: 'Ngụkọta ego e nwetala: {amount}',
  },
  'cards/funding': {
    allOrNothingBy: 'Ọ bụrụ na a nakọtaghị {amount} ọzọ tupu {date}, a ga-akwụghachi onye ọ bụla nyere onyinye ego ya',
    allOrNothing: 'Ọ bụrụ na a nakọtaghị {amount} ọzọ, a ga-akwụghachi onye ọ bụla nyere onyinye ego ya',
    keeps: 'Mkpọsa a na-edebe ihe ọ nakọtara',
    daysLeft: {
      one: 'Ụbọchị {count} fọdụrụ',
      other: 'Ụbọchị {count} fọdụrụ',
    },
    lastDay: 'Ụbọchị ikpeazụ inye onyinye',
  },
};
export { cards_default as default };
