// src/locales/pcm/cards.json
var cards_default = {
  'cards/category-tag': {
    Health: 'Health',
    Finance: 'Finance',
    Support: 'Support',
    Business: 'Business',
    Nonprofit: 'Nonprofit',
    Emergency: 'Emergency',
    Newlywed: 'Newly married',
    Family: 'Family',
    Wishes: 'Wishes',
  },
  'cards/closed-short': {
    label: 'E don close — dem don refund donors',
    text: 'This campaign close before e reach im target, so dem don refund everybody wey give, full-full.',
  },
  'cards/place-label': { place: 'Place:' },
  'cards/progress': {
    label: 'Money wey don gather out of the target',
    valueText: '{percent}% — {pledged} don gather out of {goal}',
    raisedOf: '{pledged} don gather out of {goal}',
  },
  'cards/campaign-card': {
    rewards: 'Rewards',
    campaignClosed: 'Campaign don close',
    closedForDonations: 'Donation don close',
    closedShortGoal: '{closed} · target {goal}',
    by: 'from {owner}',
    donors: {
      one: '{n} donor',
      other: '{n} donors',
    },
    loading: 'Campaigns dey load',
  },
  'cards/profile-campaigns-tab': {
    loading: 'Your campaigns dey load',
    noCampaigns: 'No campaign yet.',
    start: 'Start campaign',
    draft: 'Draft',
    notSubmitted: 'You never submit am yet: na only you fit see am. Finish am, then submit am make dem check am.',
    funded: '{title}: money wey don gather',
    fundedOf: '{percent} · {pledged} don gather out of {goal}',
    continue: 'Continue',
    edit: 'Edit',
    view: 'See am',
    totals: 'Your total',
    campaigns: 'Campaigns',
    donations: 'Donations',
    comments: 'Comments',
    raisedInAll: 'Total wey don gather: {amount}',
  },
  'cards/funding': {
    allOrNothingBy: 'If dem no gather {amount} more by {date}, everybody wey give go collect dem money back',
    allOrNothing: 'If dem no gather {amount} more, everybody wey give go collect dem money back',
    keeps: 'This campaign go keep wetin e gather',
    daysLeft: {
      one: '{count} day remain',
      other: '{count} days remain',
    },
    lastDay: 'Last day to give',
  },
};
export { cards_default as default };
