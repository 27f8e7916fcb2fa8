// src/locales/pcm/organizations.json
var organizations_default = {
  'organizations/organization-card': { verified: 'DON CHECK AM' },
  'organizations/organization-page': {
    loadingCampaigns: 'Campaigns dey load',
    moreCampaigns: 'Show more campaigns',
    organization: 'Organisation',
    seeVerified: 'See the organisations wey dem don check',
    logo: '{name} logo',
    verified: 'Organisation wey dem don check',
    pictures: 'Pictures of the organisation',
    picture: '{name}, picture {n}',
    contact: 'Contact',
    address: 'Address:',
    email: 'Email:',
    socialMedia: 'Social media',
    on: '{name} for {network}',
    campaigns: 'Campaigns',
  },
  'organizations/verified-organizations-page': {
    title: 'Organisations wey dem don check',
    intro:
      'Charities, schools, hospitals and community groups wey our team don check their registration and identity. Donate to their campaigns with confidence.',
    filter: 'Filter organisations',
    category: 'Category',
    all: 'All categories',
    loading: 'Organisations dey load',
    more: 'Show more organisations',
  },
};
export { organizations_default as default };
