import { enrolTotpSecret, hasSecondFactor } from './second-factor.ts';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { AppContext } from '../../context.ts';
import type { DemoLogin } from '../../seed/demo.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import * as repo from './repository.ts';

/**
 * Demo users of every kind (outside production only). Idempotent: an address that exists is left
 * as it is. Other modules' demo seeds look these users up by e-mail.
 *
 * Every demo account but the administrator has the published DEMO_PASSWORD; the administrator's
 * is the install's own (seed/demo.ts keeps it in DATA_DIR/demo-admin-password), so knowing the
 * README gives no one the admin console (docs/decisions/062-dev-tools-and-default-install.md).
 */
export const DEMO_PASSWORD = 'IretiDemo2026';
export const DEMO_ADMIN_EMAIL = 'admin@demo.ireti.ng';
/** The demo administrator's and volunteers' authenticator-app secret (base32), published like DEMO_PASSWORD. */
export const DEMO_TOTP_SECRET = 'IRETIDEMOTOTPSECRETXYZ234567ABCD';
/** 20 random characters that pass the sign-in form's rule (a number, a capital letter). */
export function randomDemoPassword(): string {
  for (;;) {
    const p = randomBytes(15).toString('base64url');
    if (/[0-9]/.test(p) && /[A-Z]/.test(p) && /[a-z]/.test(p)) return p;
  }
}
const LAGOS = 25;
const KANO = 20;

type Picture = 'person' | 'logo' | 'scene' | 'document';

/** A small generated picture (no fonts needed): a portrait, a logo, a scene or an ID card. */
function svg(kind: Picture, hue: number, variant = 0): string {
  const c1 = `hsl(${hue},55%,32%)`;
  const c2 = `hsl(${(hue + 40) % 360},75%,60%)`;
  const bg = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>`;
  if (kind === 'person')
    return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">${bg}<rect width="400" height="400" fill="url(#g)"/><circle cx="200" cy="160" r="70" fill="#fde7c8"/><path d="M70 400c0-90 60-150 130-150s130 60 130 150z" fill="#fde7c8"/></svg>`;
  if (kind === 'logo')
    return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#ffffff"/><circle cx="200" cy="200" r="170" fill="${c1}"/><path d="M200 300s-100-60-100-130a55 55 0 0 1 100-32 55 55 0 0 1 100 32c0 70-100 130-100 130z" fill="#f5c542"/></svg>`;
  if (kind === 'scene')
    return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="760">${bg}<rect width="1200" height="760" fill="url(#g)"/><circle cx="${900 - variant * 250}" cy="200" r="90" fill="#f5c542" opacity="0.9"/><path d="M0 560 Q300 ${420 + variant * 30} 600 540 T1200 520 V760 H0z" fill="#0b3d26" opacity="0.85"/><rect x="${150 + variant * 200}" y="430" width="220" height="170" fill="#ffffff" opacity="0.92"/><path d="M${130 + variant * 200} 440 L${260 + variant * 200} 340 L${390 + variant * 200} 440z" fill="#b45309"/></svg>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="860" height="540"><rect width="860" height="540" rx="28" fill="#f8fafc"/><rect width="860" height="110" rx="28" fill="${c1}"/><rect x="50" y="160" width="220" height="280" rx="12" fill="#cbd5e1"/><circle cx="160" cy="260" r="55" fill="#94a3b8"/><rect x="320" y="180" width="420" height="26" rx="8" fill="#94a3b8"/><rect x="320" y="240" width="360" height="26" rx="8" fill="#cbd5e1"/><rect x="320" y="300" width="400" height="26" rx="8" fill="#cbd5e1"/><rect x="320" y="360" width="260" height="26" rx="8" fill="#cbd5e1"/></svg>`;
}

const png = (kind: Picture, hue: number, variant = 0) =>
  sharp(Buffer.from(svg(kind, hue, variant)))
    .png()
    .toBuffer();

interface DemoUser {
  role: string;
  email: string;
  values: repo.NewUser;
  photo?: { kind: 'person' | 'logo'; hue: number };
  features?: number;
  document?: number;
}

const ref = (first: string, last: string, email: string, mobile: string) => ({ first_name: first, last_name: last, email, mobile });
const socials = (handle: string) => ({
  facebook: `https://www.facebook.com/${handle}`,
  twitter: `https://x.com/${handle}`,
  instagram: `https://www.instagram.com/${handle}`,
});

const people: DemoUser[] = [
  {
    role: 'individual',
    email: 'ada@demo.ireti.ng',
    photo: { kind: 'person', hue: 150 },
    document: 200,
    values: {
      email: 'ada@demo.ireti.ng',
      firstName: 'Ada',
      lastName: 'Okafor',
      gender: 'female',
      mobile: '+2348031110001',
      mobileVerifiedAt: new Date(),
      stateId: LAGOS,
      lgaId: 516,
      identityStatus: 'approved',
      idType: 'National ID',
      ...socials('ada.okafor'),
      userRef: ref('Ngozi', 'Eze', 'ngozi.eze@example.ng', '+2348051110011'),
    },
  },
  {
    role: 'id submitted',
    email: 'chidi@demo.ireti.ng',
    document: 30,
    values: {
      email: 'chidi@demo.ireti.ng',
      firstName: 'Chidi',
      lastName: 'Nwosu',
      gender: 'male',
      mobile: '+2348031110002',
      stateId: LAGOS,
      lgaId: 525,
      identityStatus: 'submitted',
      idType: "Voter's card",
      ...socials('chidi.nwosu'),
      userRef: ref('Emeka', 'Obi', 'emeka.obi@example.ng', '+2348051110012'),
    },
  },
  {
    role: 'organisation',
    email: 'hope@demo.ireti.ng',
    photo: { kind: 'logo', hue: 150 },
    features: 160,
    document: 260,
    values: {
      email: 'hope@demo.ireti.ng',
      isOrganization: true,
      organizationName: 'Hope Foundation',
      organizationType: 'Non-Profit',
      category: 'Education',
      organizationAddress: '14 Allen Avenue, Ikeja, Lagos',
      organizationMobile: '+2348031110003',
      secondaryMobile: '+2348091110003',
      mobile: '+2348031110003',
      stateId: LAGOS,
      lgaId: 516,
      identityStatus: 'approved',
      idType: 'State bill receipt',
      ...socials('hopefoundationng'),
      userRef: ref('Funke', 'Adeyemi', 'funke.adeyemi@example.ng', '+2348051110013'),
    },
  },
  {
    role: 'volunteer',
    email: 'tunde@demo.ireti.ng',
    photo: { kind: 'person', hue: 20 },
    document: 90,
    values: {
      email: 'tunde@demo.ireti.ng',
      firstName: 'Tunde',
      lastName: 'Bakare',
      gender: 'male',
      mobile: '+2348031110004',
      mobileVerifiedAt: new Date(),
      stateId: LAGOS,
      lgaId: 508,
      identityStatus: 'approved',
      volunteerStatus: 'approved',
      volunteerGrade: 4,
      idType: 'National ID',
      ...socials('tunde.bakare'),
      userRef: ref('Kemi', 'Bakare', 'kemi.bakare@example.ng', '+2348051110014'),
    },
  },
  {
    role: 'volunteer',
    email: 'zainab@demo.ireti.ng',
    photo: { kind: 'person', hue: 280 },
    document: 320,
    values: {
      email: 'zainab@demo.ireti.ng',
      firstName: 'Zainab',
      lastName: 'Musa',
      gender: 'female',
      mobile: '+2348031110005',
      mobileVerifiedAt: new Date(),
      stateId: KANO,
      lgaId: 390,
      identityStatus: 'approved',
      volunteerStatus: 'approved',
      volunteerGrade: 5,
      idType: 'International passport',
      ...socials('zainab.musa'),
      userRef: ref('Aisha', 'Bello', 'aisha.bello@example.ng', '+2348051110015'),
    },
  },
  {
    role: 'admin',
    email: 'admin@demo.ireti.ng',
    photo: { kind: 'person', hue: 210 },
    values: {
      email: 'admin@demo.ireti.ng',
      firstName: 'Ireti',
      lastName: 'Admin',
      gender: 'female',
      mobile: '+2348031110006',
      stateId: LAGOS,
      lgaId: 519,
      role: 'admin',
      identityStatus: 'approved',
    },
  },
  {
    role: 'unverified',
    email: 'new@demo.ireti.ng',
    values: {
      email: 'new@demo.ireti.ng',
      firstName: 'Bola',
      lastName: 'Ade',
      gender: 'female',
      mobile: '+2348031110007',
      stateId: LAGOS,
      lgaId: 506,
      emailVerifiedAt: null,
    },
  },
];

export async function seedAccountsDemo(ctx: AppContext, o: { adminPassword?: string } = {}): Promise<DemoLogin[]> {
  const { db, media } = ctx;
  const adminPassword = o.adminPassword ?? randomDemoPassword();
  const passwordOf = (email: string) => (email === DEMO_ADMIN_EMAIL ? adminPassword : DEMO_PASSWORD);
  let hash: string | undefined;
  for (const p of people) {
    const existing = await repo.userByEmail(db, p.email);
    if (existing) {
      // An install seeded before the admin had its own password: the published one stops working.
      if (p.email === DEMO_ADMIN_EMAIL && (await verifyPassword(existing.passwordHash, DEMO_PASSWORD)))
        await repo.updateUser(db, existing.id, { passwordHash: await hashPassword(adminPassword) });
      continue;
    }
    hash ??= await hashPassword(DEMO_PASSWORD);
    const pictures: repo.UserPatch = {};
    if (p.photo) pictures.imageKey = (await media.saveImage(await png(p.photo.kind, p.photo.hue), { folder: 'avatars' })).key;
    if (p.features !== undefined) {
      const keys = await Promise.all(
        [0, 1, 2].map(async (i) => (await media.saveImage(await png('scene', p.features! + i * 35, i), { folder: 'organizations' })).key),
      );
      Object.assign(pictures, { organizationFImg1: keys[0], organizationFImg2: keys[1], organizationFImg3: keys[2] });
    }
    if (p.document !== undefined)
      pictures.relevantDoc = (await media.saveDocument(await png('document', p.document), { folder: 'identity' })).key;
    const passwordHash = p.email === DEMO_ADMIN_EMAIL ? await hashPassword(adminPassword) : hash;
    await repo.insertUser(db, { emailVerifiedAt: new Date(), ...p.values, ...pictures, passwordHash });
  }
  // Administrators and volunteers must have a second factor (issue 28): the demo ones share a
  // published authenticator-app secret, as the others share a published password (the admin's
  // password stays the install's own). docs/decisions/086.
  for (const p of people) {
    if (p.role !== 'admin' && p.role !== 'volunteer') continue;
    const u = await repo.userByEmail(db, p.email);
    if (u && !(await hasSecondFactor(db, u.id))) await enrolTotpSecret(db, u.id, DEMO_TOTP_SECRET, ctx.config.SECOND_FACTOR_KEY);
  }
  return people.map((p) => ({ role: p.role, email: p.email, password: passwordOf(p.email) }));
}
