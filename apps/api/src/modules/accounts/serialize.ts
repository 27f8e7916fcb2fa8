import type { ApiUser } from '@ireti/shared/accounts/types';
import type { UserRow } from './accounts.schema.ts';
import type { MediaStore } from '../media/index.ts';
import { lgaName, stateName } from '../reference/index.ts';

/*
 * The user as the API returns it (spec §3). Other modules reuse it (the trust admin console), so
 * it needs nothing but the row: state and LGA names come from the reference module's static data.
 */

/** The state and the LGA in the reference data's shapes (spec §3 "state (with state_id), lga (with local_id)"). */
const stateOf = (id: number | null) => {
  const name = stateName(id);
  return id && name ? { state_id: id, name } : null;
};
const lgaOf = (id: number | null) => {
  const localName = lgaName(id);
  return id && localName ? { local_id: id, local_name: localName } : null;
};

/** Where the owner or an admin fetches the private identity document. */
export const documentPath = (userId: number) => `/api/v1/account/verification/file/${userId}`;

export function toApiUser(row: UserRow, media: Pick<MediaStore, 'publicUrl'>): ApiUser {
  const approvedVolunteer = row.volunteerStatus === 'approved';
  return {
    _id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    firstname: row.firstName,
    lastname: row.lastName,
    mobile: row.mobile,
    mobile_verified: row.mobileVerifiedAt ? 1 : 0,
    image_url: media.publicUrl(row.imageKey),
    verified: row.emailVerifiedAt ? 1 : 0,
    is_organization: row.isOrganization ? 1 : 0,
    is_volunteer: approvedVolunteer ? (row.volunteerGrade ?? 1) : 0,
    volunteer_status: row.volunteerStatus,
    identity_status: row.identityStatus,
    // What the administrator asked to fix, while the identity stands rejected (the account's own reply).
    identity_note: row.identityStatus === 'rejected' ? (row.identityNote ?? null) : null,
    role: row.role,
    organization_name: row.organizationName,
    organization_type: row.organizationType,
    category: row.category,
    organization_mobile: row.organizationMobile,
    secondary_mobile: row.secondaryMobile,
    organization_address: row.organizationAddress,
    organization_email: row.isOrganization ? row.email : null,
    state: stateOf(row.stateId),
    state_id: row.stateId,
    lga: lgaOf(row.lgaId),
    local_id: row.lgaId,
    gender: row.gender === 'male' || row.gender === 'female' ? row.gender : null,
    facebook: row.facebook,
    twitter: row.twitter,
    instagram: row.instagram,
    organization_f_img_1: media.publicUrl(row.organizationFImg1),
    organization_f_img_2: media.publicUrl(row.organizationFImg2),
    organization_f_img_3: media.publicUrl(row.organizationFImg3),
    relevant_doc: row.relevantDoc ? documentPath(row.id) : null,
    id_type: row.idType ?? null,
    user_ref: row.userRef ?? null,
    language: row.language ?? null,
  };
}
