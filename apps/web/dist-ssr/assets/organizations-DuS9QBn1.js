// src/locales/ha/organizations.json
var organizations_default = {
  'organizations/organization-card': { verified: 'AN TABBATAR' },
  'organizations/organization-page': {
    loadingCampaigns: 'Ana loda kamfe',
    moreCampaigns: 'Nuna ƙarin kamfe',
    organization: 'Ƙungiya',
    seeVerified: 'Duba ƙungiyoyin da aka tabbatar',
    logo: 'Tambarin {name}',
    verified: 'Ƙungiya da aka tabbatar',
    pictures: 'Hotunan ƙungiyar',
    picture: '{name}, hoto na {n}',
    contact: 'Tuntuɓa',
    address: 'Adireshi:',
    email: 'Imel:',
    socialMedia: 'Kafofin sada zumunta',
    on: '{name} a {network}',
    campaigns: 'Kamfe',
  },
  'organizations/verified-organizations-page': {
    title: 'Ƙungiyoyin da aka tabbatar',
    intro:
      "Ƙungiyoyin agaji, makarantu, asibitoci da ƙungiyoyin al'umma waɗanda ƙungiyarmu ta duba rajista da shaidarsu. Ba da gudummawa ga kamfe ɗinsu da kwarin gwiwa.",
    filter: 'Tace ƙungiyoyi',
    category: 'Rukuni',
    all: 'Duk rukunoni',
    loading: 'Ana loda ƙungiyoyi',
    more: 'Nuna ƙarin ƙungiyoyi',
  },
};
export { organizations_default as default };
