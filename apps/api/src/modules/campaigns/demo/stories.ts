import type { Motif } from './art.ts';

/** The demo campaigns: every status, every category, owned by the accounts demo's users. */
export interface DemoCampaign {
  owner: string;
  title: string;
  summary: string;
  category: string;
  types: 'Reward based' | 'Non-reward based';
  goal: number;
  affiliatedOrganization?: string;
  /** 0 awaiting, 1 live, 3 donations closed, 2 closed (success story), 4 deleted. */
  status: 0 | 1 | 2 | 3 | 4;
  daysAgo: number;
  story: string[];
  art: { motif: Motif; hue: number; caption: string; gallery?: number };
  rewards?: { donation: number; reward_type: 'Material' | 'Non-material'; reward: string }[];
  thankYou?: string;
}

const ADA = 'ada@demo.ireti.ng';
const CHIDI = 'chidi@demo.ireti.ng';
const HOPE = 'hope@demo.ireti.ng';
const TUNDE = 'tunde@demo.ireti.ng';
const ZAINAB = 'zainab@demo.ireti.ng';

export const demoCampaigns: DemoCampaign[] = [
  {
    owner: ADA,
    status: 1,
    daysAgo: 12,
    category: 'Health',
    types: 'Non-reward based',
    goal: 4_500_000,
    title: 'Heart surgery for baby Chiamaka',
    summary: 'Open-heart surgery for a nine-month-old',
    affiliatedOrganization: 'Lagos University Teaching Hospital',
    art: { motif: 'health', hue: 350, caption: 'Baby Chiamaka, LUTH paediatric ward', gallery: 2 },
    story: [
      'Chiamaka was born with a hole in her heart (a ventricular septal defect). At nine months she weighs only 5.8 kg, tires while feeding and has been admitted three times this year with chest infections.',
      'The cardiothoracic team at LUTH has scheduled her surgery for next month. The hospital estimate is ₦4.5 million for the operation, two weeks in intensive care and her medicines.',
      'Her father drives a danfo in Oshodi and her mother sells pepper in Mile 12 market. Together they have raised ₦600,000 from family and church, which went into tests and a deposit.',
      'Every naira goes straight to the hospital bill; we will post the receipts and an update after the operation.',
    ],
  },
  {
    owner: HOPE,
    status: 1,
    daysAgo: 26,
    category: 'Nonprofit',
    types: 'Reward based',
    goal: 6_000_000,
    title: 'Clean water borehole for Ikot Ekpene village',
    summary: 'A solar borehole for 2,000 villagers',
    affiliatedOrganization: 'Hope Foundation',
    art: { motif: 'water', hue: 195, caption: 'Ikot Ekpene: the stream is 3 km away', gallery: 2 },
    story: [
      'In Nto Akpan, a village outside Ikot Ekpene in Akwa Ibom, children walk three kilometres to a stream before school. In the dry season it turns brown, and the health centre treats cases of typhoid every week.',
      'Hope Foundation will drill a 120-metre borehole with a solar pump and a 10,000-litre overhead tank, and train two members of the community to maintain it.',
      'The estimate from a licensed driller is ₦6 million, including the water test by the state ministry. The village council has given the land in front of the primary school.',
    ],
    rewards: [
      { donation: 5_000, reward_type: 'Non-material', reward: 'Your name on the borehole plaque' },
      { donation: 20_000, reward_type: 'Material', reward: 'A hand-woven raffia bag from Ikot Ekpene' },
      { donation: 100_000, reward_type: 'Non-material', reward: 'A visit to the village at the opening' },
    ],
  },
  {
    owner: CHIDI,
    status: 1,
    daysAgo: 9,
    category: 'Business',
    types: 'Reward based',
    goal: 850_000,
    title: "Restock Mama Nkechi's provisions shop",
    summary: 'Restocking a Mushin shop after a fire',
    art: { motif: 'shop', hue: 30, caption: "Mama Nkechi's shop, Mushin" },
    story: [
      'For 14 years Mama Nkechi has run a provisions shop on Agege Motor Road, Mushin. In March a fire from the next shop destroyed her stock: bags of rice, cartons of noodles, drinks and toiletries.',
      'The landlord has repaired the roof. What she needs now is stock to open again: ₦850,000 buys a first load from the wholesalers at Idumota.',
      "She pays her two grandchildren's school fees from this shop. Any support gets her back to work within a month.",
    ],
    rewards: [
      { donation: 2_000, reward_type: 'Non-material', reward: 'A thank-you video from Mama Nkechi' },
      { donation: 10_000, reward_type: 'Material', reward: 'A carton of noodles delivered in Lagos' },
    ],
  },
  {
    owner: ADA,
    status: 1,
    daysAgo: 20,
    category: 'Support',
    types: 'Non-reward based',
    goal: 650_000,
    title: 'Final-year fees for a UNILAG nursing student',
    summary: 'Help Amaka finish her nursing degree',
    affiliatedOrganization: 'University of Lagos',
    art: { motif: 'school', hue: 140, caption: 'Amaka, 400 level nursing, UNILAG' },
    story: [
      'Amaka is in her final year of nursing at the University of Lagos, with a CGPA of 4.3. Her mother, a widow, paid her fees by frying akara every morning until her stall was demolished in the Oyingbo clearance.',
      'She needs ₦650,000 for her last year: tuition, the clinical posting at LUTH, the licensing exam and her uniform. Without it she cannot sit the final exams in June.',
      'Amaka wants to work in a primary health centre in her home state. Help her get there.',
    ],
  },
  {
    owner: HOPE,
    status: 1,
    daysAgo: 6,
    category: 'Emergency',
    types: 'Non-reward based',
    goal: 10_000_000,
    title: 'Flood relief for families in Lokoja',
    summary: 'Food, mats and medicine after the flood',
    affiliatedOrganization: 'Hope Foundation',
    art: { motif: 'flood', hue: 205, caption: 'Lokoja, where the Niger meets the Benue', gallery: 1 },
    story: [
      'When the Niger and Benue rose this September, more than 3,000 families in Lokoja lost their homes. Many are sleeping in schools and churches with nothing but the clothes they wore.',
      'With the Kogi State emergency agency, Hope Foundation is handing out relief packs: rice, beans, garri, oil, mosquito nets, sleeping mats and water purification tablets. One pack (₦25,000) feeds a family of six for two weeks.',
      'Our target of ₦10 million reaches 400 families. We publish every distribution list with photos.',
    ],
  },
  {
    owner: TUNDE,
    status: 1,
    daysAgo: 15,
    category: 'Family',
    types: 'Non-reward based',
    goal: 400_000,
    title: 'Back to school for the Adebayo twins',
    summary: 'Fees and uniforms for twins who lost a father',
    art: { motif: 'family', hue: 260, caption: 'Kehinde and Taiwo Adebayo, Alimosho' },
    story: [
      'Taiwo and Kehinde Adebayo are 11. Their father, a bricklayer, died in a building collapse in Ikotun in January. Their mother has been selling her sewing machine piece by piece to feed them.',
      'The twins have missed a term. ₦400,000 pays a full year at their school in Alimosho: fees, uniforms, sandals, books and lunch money.',
      'I am a volunteer in Alimosho and I know the family; I will share the receipts from the school.',
    ],
  },
  {
    owner: ZAINAB,
    status: 1,
    daysAgo: 18,
    category: 'Newlywed',
    types: 'Reward based',
    goal: 750_000,
    title: 'A tailoring home for Musa and Hadiza',
    summary: 'Sewing machines for a newly married couple',
    art: { motif: 'rings', hue: 300, caption: 'Musa and Hadiza, married in Kano' },
    story: [
      'Musa and Hadiza married in Kano in December. Both trained as tailors at the state skills centre, but they sew on a borrowed machine and turn customers away every week.',
      'With ₦750,000 they can buy two industrial machines, an overlock machine and a small generator, and rent a stall in Kofar Wambai market.',
      'They have already been promised orders for school uniforms by two schools in Gwale.',
    ],
    rewards: [
      { donation: 3_000, reward_type: 'Non-material', reward: 'A thank-you card from Kano' },
      { donation: 15_000, reward_type: 'Material', reward: 'A kaftan sewn by Musa and Hadiza' },
    ],
  },
  {
    owner: ADA,
    status: 1,
    daysAgo: 4,
    category: 'Wishes',
    types: 'Non-reward based',
    goal: 250_000,
    title: "Grandma Ebun's 90th birthday trip to Abuja",
    summary: 'Grandma Ebun wants to see her great-grandchildren',
    art: { motif: 'star', hue: 45, caption: 'Grandma Ebun turns 90 in May' },
    story: [
      'Grandma Ebun raised six children and eleven grandchildren in Ibadan. She turns 90 in May, and her one wish is to meet her three great-grandchildren in Abuja, whom she has only seen on video calls.',
      'We need ₦250,000 for a return flight for her and a carer, a wheelchair at both airports, and a week in Abuja.',
    ],
  },
  {
    owner: HOPE,
    status: 1,
    daysAgo: 33,
    category: 'Finance',
    types: 'Reward based',
    goal: 5_000_000,
    title: 'Microloans for 50 market women in Oyingbo',
    summary: 'Small loans for traders to restock stalls',
    affiliatedOrganization: 'Hope Foundation',
    art: { motif: 'coins', hue: 90, caption: 'Oyingbo market traders' },
    story: [
      'Fifty women trading in Oyingbo market lost their stalls in the clearance last year. Most now sell from trays and pay 20% a month to money lenders.',
      'Hope Foundation will lend each of them ₦100,000 at no interest, repaid over ten months. Repaid money funds the next group, so every naira is used again and again.',
      'Our loan officers meet the women weekly; the repayment rate of our first group in Yaba was 96%.',
    ],
    rewards: [
      { donation: 10_000, reward_type: 'Non-material', reward: 'A quarterly report on every loan' },
      { donation: 50_000, reward_type: 'Material', reward: 'An Ankara tote bag made by the traders' },
    ],
  },
  {
    owner: CHIDI,
    status: 1,
    daysAgo: 2,
    category: 'Health',
    types: 'Non-reward based',
    goal: 1_800_000,
    title: 'Dialysis for Uncle Obinna in Enugu',
    summary: 'Three months of dialysis while he waits',
    affiliatedOrganization: 'UNTH Enugu',
    art: { motif: 'health', hue: 170, caption: 'Uncle Obinna, UNTH Enugu' },
    story: [
      'Obinna, 52, a secondary-school teacher in Enugu, has end-stage kidney failure. He needs dialysis twice a week at ₦50,000 a session while the family looks for a donor.',
      '₦1.8 million covers three months of sessions and his medicines. His colleagues at the school have paid for the first month.',
    ],
  },
  {
    owner: TUNDE,
    status: 1,
    daysAgo: 28,
    category: 'Support',
    types: 'Reward based',
    goal: 900_000,
    title: 'Football boots for Ajegunle youth academy',
    summary: 'Boots and balls for 40 young players',
    art: { motif: 'ball', hue: 110, caption: 'Ajegunle Stars academy, Saturday training', gallery: 1 },
    story: [
      'Forty boys and girls aged 10 to 16 train every Saturday on a sand pitch in Ajegunle with coach Segun, who has sent three players to NPFL clubs.',
      'Most of them play barefoot. ₦900,000 buys boots for all forty, ten match balls, cones, bibs and a first-aid kit, and registers the team for the Lagos youth league.',
    ],
    rewards: [
      { donation: 5_000, reward_type: 'Non-material', reward: 'A signed team photo' },
      { donation: 25_000, reward_type: 'Material', reward: 'An academy jersey with your name' },
    ],
  },
  {
    owner: ZAINAB,
    status: 1,
    daysAgo: 10,
    category: 'Emergency',
    types: 'Non-reward based',
    goal: 3_500_000,
    title: 'Rebuild Kurmi market stalls after the fire',
    summary: 'Help 30 traders in Kano rebuild',
    art: { motif: 'fire', hue: 20, caption: 'Kurmi market, Kano' },
    story: [
      'A night fire in Kurmi market, one of the oldest in Kano, burnt thirty stalls selling textiles and leather goods. No one was hurt, but the traders lost everything.',
      'The market association has cleared the site. ₦3.5 million rebuilds thirty stalls in block and zinc, with a fire extinguisher for every row.',
    ],
  },
  {
    owner: HOPE,
    status: 1,
    daysAgo: 40,
    category: 'Nonprofit',
    types: 'Non-reward based',
    goal: 2_400_000,
    title: 'Solar lights for Makoko floating school',
    summary: 'Safe evening study for 200 children',
    affiliatedOrganization: 'Hope Foundation',
    art: { motif: 'light', hue: 230, caption: 'Makoko, Lagos lagoon' },
    story: [
      'In Makoko, the fishing community on the Lagos lagoon, 200 children study in a school built on stilts. After dark they read by kerosene lamps, which cost their parents money they do not have and fill the rooms with smoke.',
      'Solar panels, batteries and LED lights for six classrooms cost ₦2.4 million, installed by a Yaba company that will maintain them for two years.',
    ],
  },
  // Awaiting verification (status 0): volunteers of the owner's state vet them.
  {
    owner: ADA,
    status: 0,
    daysAgo: 1,
    category: 'Business',
    types: 'Reward based',
    goal: 1_200_000,
    title: "A bakery oven for Ada's Bread in Ikorodu",
    summary: 'A new oven to double daily bread output',
    art: { motif: 'bread', hue: 15, caption: "Ada's Bread, Ikorodu" },
    story: [
      'My bakery in Ikorodu makes 400 loaves of agege bread a day on an old clay oven. Shops in Ikorodu and Agbowa want more than we can bake.',
      'A ₦1.2 million diesel oven doubles our output and lets us employ two more bakers from the street.',
    ],
    rewards: [{ donation: 3_000, reward_type: 'Material', reward: 'A loaf every week for a month (Ikorodu)' }],
  },
  {
    owner: CHIDI,
    status: 0,
    daysAgo: 0,
    category: 'Family',
    types: 'Non-reward based',
    goal: 950_000,
    title: 'Rent and school fees for a widow in Ajah',
    summary: "A year's rent for Mrs Eze and her three children",
    art: { motif: 'family', hue: 200, caption: 'Mrs Eze and her children, Ajah' },
    story: [
      "Mrs Eze lost her husband to a road accident on the Lekki-Epe expressway. The landlord has given her until the end of the month to pay a year's rent.",
      "₦950,000 pays the rent of her room-and-parlour and the next term's fees for her three children while she restarts her hair salon.",
    ],
  },
  {
    owner: HOPE,
    status: 0,
    daysAgo: 1,
    category: 'Health',
    types: 'Non-reward based',
    goal: 1_500_000,
    title: 'Free eye screening for elders in Badagry',
    summary: 'Screening and glasses for 500 elders',
    affiliatedOrganization: 'Hope Foundation',
    art: { motif: 'eye', hue: 185, caption: 'Eye camp, Badagry' },
    story: [
      'Many elders in Badagry have never had their eyes checked. Cataracts and simple short sight keep them from farming, fishing and reading their Bibles and Qurans.',
      'A three-day eye camp with two optometrists screens 500 people, gives glasses to those who need them and refers cataract cases to the general hospital.',
    ],
  },
  // Closed for donations (status 3): the owner may now close with a thank-you.
  {
    owner: ADA,
    status: 3,
    daysAgo: 45,
    category: 'Newlywed',
    types: 'Non-reward based',
    goal: 600_000,
    title: "Tolu and Femi's wedding reception",
    summary: 'A simple reception for a young couple',
    art: { motif: 'rings', hue: 330, caption: 'Tolu and Femi, Surulere' },
    story: [
      'Tolu and Femi met as youth corpers in Ilorin. Both families are small and far away, so friends are helping them hold a simple reception at a church hall in Surulere.',
      '₦600,000 covers the hall, jollof for 150 guests, chairs and a DJ.',
    ],
  },
  {
    owner: HOPE,
    status: 3,
    daysAgo: 60,
    category: 'Support',
    types: 'Non-reward based',
    goal: 2_000_000,
    title: 'Desks for Community Primary School, Oshodi',
    summary: '120 desks so pupils stop sitting on the floor',
    affiliatedOrganization: 'Hope Foundation',
    art: { motif: 'desk', hue: 60, caption: 'Community Primary School, Oshodi' },
    story: [
      'At Community Primary School, Oshodi, pupils in primary 1 to 3 sit on the floor or share one bench between four. A local carpenter will build 120 two-seater desks from iroko for ₦2 million.',
    ],
  },
  // Closed (status 2): success stories with the owner's thank-you.
  {
    owner: ADA,
    status: 2,
    daysAgo: 120,
    category: 'Health',
    types: 'Non-reward based',
    goal: 8_000_000,
    title: 'Kidney transplant for Mr Adewale',
    summary: 'A kidney transplant at LUTH',
    affiliatedOrganization: 'Lagos University Teaching Hospital',
    art: { motif: 'health', hue: 120, caption: 'Mr Adewale after the transplant' },
    story: ['Mr Adewale, a retired civil servant, needed a kidney transplant. His son was a match; the operation at LUTH cost ₦8 million.'],
    thankYou:
      'The transplant was a success! Mr Adewale went home after three weeks and is back at his church choir. His son is well too. From the whole family: thank you to every one of you who gave, prayed and shared.',
  },
  {
    owner: HOPE,
    status: 2,
    daysAgo: 150,
    category: 'Nonprofit',
    types: 'Reward based',
    goal: 3_000_000,
    title: 'Books for Ajegunle community library',
    summary: "A free children's library with 3,000 books",
    affiliatedOrganization: 'Hope Foundation',
    art: { motif: 'books', hue: 280, caption: 'Ajegunle community library' },
    story: [
      'Ajegunle has no public library. Hope Foundation turned a disused shop into a reading room and needed 3,000 books, shelves and a librarian for a year.',
    ],
    rewards: [{ donation: 10_000, reward_type: 'Non-material', reward: 'A bookplate with your name' }],
    thankYou:
      'The library opened in June with 3,214 books. More than 600 children have library cards and the Saturday reading club is always full. Thank you for opening a door for them.',
  },
  {
    owner: TUNDE,
    status: 2,
    daysAgo: 95,
    category: 'Wishes',
    types: 'Non-reward based',
    goal: 700_000,
    title: 'A wheelchair for Blessing to get to university',
    summary: 'An electric wheelchair for a law student',
    art: { motif: 'wheelchair', hue: 160, caption: 'Blessing, LASU law faculty' },
    story: ['Blessing was admitted to study law at LASU but could not move around the campus in her old manual wheelchair.'],
    thankYou:
      "Blessing got her electric wheelchair in time for her first semester and now chairs the disability students' association. She says thank you, and so do we.",
  },
  {
    owner: ZAINAB,
    status: 2,
    daysAgo: 80,
    category: 'Emergency',
    types: 'Non-reward based',
    goal: 1_200_000,
    title: 'Food for families displaced in Maiduguri',
    summary: 'Grain and cooking oil for 100 families',
    art: { motif: 'family', hue: 35, caption: 'Bakassi camp, Maiduguri' },
    story: ['One hundred families who fled their villages to Maiduguri needed food for the lean season.'],
    thankYou:
      "We delivered millet, maize, beans and oil to 104 families in three rounds. The women's group now runs a small grinding mill with what was left over. Na gode — thank you!",
  },
  // Deleted by its owner (status 4).
  {
    owner: CHIDI,
    status: 4,
    daysAgo: 30,
    category: 'Wishes',
    types: 'Non-reward based',
    goal: 450_000,
    title: 'A laptop for my coding bootcamp',
    summary: 'A laptop to finish a coding course',
    art: { motif: 'star', hue: 250, caption: 'Coding bootcamp, Yaba' },
    story: [
      'I got a scholarship for a coding bootcamp in Yaba but need a laptop. (A friend has since given me one, so I deleted this campaign.)',
    ],
  },
];
