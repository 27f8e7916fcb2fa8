// src/locales/ig/organizations.json
var organizations_default = {
  'organizations/organization-card': { verified: 'ENYOCHALA' },
  'organizations/organization-page': {
    loadingCampaigns: 'A na-ebugo mkpọsa',
    moreCampaigns: 'Gosi mkpọsa ndị ọzọ',
    organization: 'Otu',
    seeVerified: 'Lee otu ndị enyochala',
    logo: 'Akara {name}',
    verified: 'Otu enyochala',
    pictures: 'Foto nke otu ahụ',
    picture: '{name}, foto nke {n}',
    contact: 'Kpọtụrụ',
    address: 'Adreesị:',
    email: 'Ozi-e:',
    socialMedia: 'Mgbasa ozi ọha',
    on: '{name} na {network}',
    campaigns: 'Mkpọsa',
  },
  'organizations/verified-organizations-page': {
    title: 'Otu ndị enyochala',
    intro:
      "Otu ebere, ụlọ akwụkwọ, ụlọ ọgwụ na otu obodo ndị otu anyị nyochara ndebanye aha na njirimara ha. Nye onyinye maka mkpọsa ha n'obi ike.",
    filter: 'Họcha otu',
    category: 'Ngalaba',
    all: 'Ngalaba niile',
    loading: 'A na-ebugo otu',
    more: 'Gosi otu ndị ọzọ',
  },
};
export { organizations_default as default };
