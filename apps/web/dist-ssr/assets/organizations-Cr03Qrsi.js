// src/locales/yo/organizations.json
var organizations_default = {
  'organizations/organization-card': { verified: 'TI ṢÀYẸ̀WÒ' },
  'organizations/organization-page': {
    loadingCampaigns: 'Àwọn ìpolongo ń bọ̀',
    moreCampaigns: 'Fi ìpolongo míì hàn',
    organization: 'Àjọ',
    seeVerified: 'Wo àwọn àjọ tí a ti ṣàyẹ̀wò',
    logo: 'Àmì {name}',
    verified: 'Àjọ tí a ti ṣàyẹ̀wò',
    pictures: 'Àwọn àwòrán àjọ náà',
    picture: '{name}, àwòrán {n}',
    contact: 'Ìkànsí',
    address: 'Àdírẹ́sì:',
    email: 'Ímeèlì:',
    socialMedia: 'Ìkànnì àjọlò',
    on: '{name} lórí {network}',
    campaigns: 'Àwọn ìpolongo',
  },
  'organizations/verified-organizations-page': {
    title: 'Àwọn àjọ tí a ti ṣàyẹ̀wò',
    intro:
      'Àwọn àjọ aláàánú, ilé-ìwé, ilé-ìwòsàn àti ẹgbẹ́ àdúgbò tí ẹgbẹ́ wa ti ṣàyẹ̀wò ìforúkọsílẹ̀ àti ìdánimọ̀ wọn. Fi ìgboyà ṣètọrẹ fún ìpolongo wọn.',
    filter: 'Ṣà àwọn àjọ',
    category: 'Ẹ̀ka',
    all: 'Gbogbo ẹ̀ka',
    loading: 'Àwọn àjọ ń bọ̀',
    more: 'Fi àjọ míì hàn',
  },
};
export { organizations_default as default };
