import { eq, sql } from 'drizzle-orm';
import type { ApiUser } from '@ireti/shared/accounts/types';
import type { AppContext } from '../../context.ts';
import type { MediaStore } from '../media/index.ts';
import type { PrivateViewKind } from '@ireti/shared/accounts/second-factor';
import type { AuthUser } from '../../lib/auth-user.ts';
import type { Db, Tx } from '../../db/client.ts';
import { apiUsersById, personCards, personContacts, recordPrivateView } from '../accounts/index.ts';

/**
 * Who asked to see a list's private details, and why (issue 28, docs/decisions/096): the reason an
 * administrator gave (checked by the accounts' privateViewReason). Null: the list without them.
 */
export type Reveal = { viewer: AuthUser; reason: string } | null;

/**
 * A person in an admin list without their private details: phones, addresses, gender, the
 * reference person. Name, e-mail, picture, place, public links and which kind of ID was sent (a
 * category, what the document buttons are named by) stay, so the queue can be read; the details
 * come with a reason, and are then in the person's access log.
 */
export function withoutPrivateDetails(u: ApiUser): ApiUser {
  return {
    ...u,
    mobile: null,
    secondary_mobile: null,
    organization_mobile: null,
    organization_address: null,
    organization_email: null,
    gender: null,
    user_ref: null,
  };
}

/**
 * The people of an admin list: with their private details only when `reveal` gives a reason, each
 * view then recorded in the person's access log (`what`, `subject` of each); without them otherwise.
 */
export async function listedPeople(
  ctx: AppContext,
  ids: (number | string)[],
  reveal: Reveal,
  what: PrivateViewKind,
  subjectOf: (id: number) => string,
): Promise<Map<number, ApiUser>> {
  // the people as the API shows accounts everywhere (the accounts module's serializer)
  const shown = await apiUsersById(ctx.db, ids.map(Number), ctx.media);
  if (!reveal) return new Map([...shown].map(([id, u]) => [id, withoutPrivateDetails(u)]));
  for (const id of shown.keys())
    await recordPrivateView(ctx.db, { ownerId: id, viewer: reveal.viewer, what, reason: reveal.reason, subject: subjectOf(id) });
  return shown;
}

/** The name a person goes by: the organisation's name, or first and last name. */
export const nameOf = (u: {
  is_org?: boolean;
  isOrganization?: boolean;
  org_name?: string | null;
  organizationName?: string | null;
  first_name?: string;
  firstName?: string;
  last_name?: string;
  lastName?: string;
}) => {
  const isOrg = u.is_org ?? u.isOrganization ?? false;
  const org = u.org_name ?? u.organizationName ?? null;
  if (isOrg && org) return org;
  return `${u.first_name ?? u.firstName ?? ''} ${u.last_name ?? u.lastName ?? ''}`.trim();
};

/**
 * What a letter to a person needs (a campaign's owner, mailed about a report or a vetting): their
 * address and the parts of their name, read from the accounts' person_cards and person_contacts.
 * Each letter greets them its own way.
 */
export async function ownerToMail(db: Db | Tx, id: number) {
  const [o] = await db
    .select({
      email: personContacts.email,
      firstName: personCards.firstName,
      lastName: personCards.lastName,
      isOrganization: personCards.isOrganization,
      organizationName: personCards.organizationName,
    })
    .from(personCards)
    .innerJoin(personContacts, eq(personContacts.id, personCards.id))
    .where(eq(personCards.id, id));
  return o!;
}

/** Who did something (an audit entry's actor, a report's author), from a left join: null when nobody signed in. */
export const personRef = (p: {
  id: number | null;
  is_org: boolean | null;
  org_name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}) =>
  p.id
    ? {
        _id: Number(p.id),
        name: nameOf({ is_org: !!p.is_org, org_name: p.org_name, first_name: p.first_name ?? '', last_name: p.last_name ?? '' }),
        email: p.email!,
      }
    : null;

/** The columns of a volunteer (their card person_cards u, their role person_roles r) the public lists show, and their row. */
export const volunteerColumns = sql`u.id, u.first_name, u.last_name, u.image_key, r.volunteer_grade as grade`;
export type VolunteerRow = {
  id: number;
  first_name: string;
  last_name: string;
  image_key: string | null;
  grade: number | null;
};

/** A volunteer as the public lists show them: names, picture, grade. */
export const volunteerSummary = (r: VolunteerRow, media: MediaStore) => ({
  _id: Number(r.id),
  first_name: r.first_name,
  last_name: r.last_name,
  image_url: media.publicUrl(r.image_key),
  grade: r.grade === null ? null : Number(r.grade),
});

export const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
