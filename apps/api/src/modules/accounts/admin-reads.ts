import { eq, inArray } from 'drizzle-orm';
import type { ApiUser } from '@ireti/shared/accounts/types';
import type { Db, Tx } from '../../db/client.ts';
import type { MediaStore } from '../media/index.ts';
import { users } from './accounts.schema.ts';
import { toApiUser } from './serialize.ts';

/**
 * What the admin console (trust) reads of whole accounts, as functions rather than a view that
 * mirrors users (docs/decisions/110-person-read-models.md): its lists show each person as the API
 * shows an account everywhere (the serializer), and an identity review opens the stored files.
 */

/** The accounts with these ids as the API shows them (spec §3), by id; unknown ids are left out. */
export async function apiUsersById(db: Db | Tx, ids: number[], media: Pick<MediaStore, 'publicUrl'>): Promise<Map<number, ApiUser>> {
  const unique = [...new Set(ids.map(Number))];
  if (!unique.length) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, toApiUser(r, media)]));
}

/** The stored keys of an account's identity files: the document, the photo or logo, the featured images. */
export interface IdentityFiles {
  relevantDoc: string | null;
  imageKey: string | null;
  organizationFImg1: string | null;
  organizationFImg2: string | null;
  organizationFImg3: string | null;
}

/** The identity files of an account (for the admin's private document route); null when there is no such account. */
export async function identityFiles(db: Db | Tx, userId: number): Promise<(IdentityFiles & { id: number }) | null> {
  const [row] = await db
    .select({
      id: users.id,
      relevantDoc: users.relevantDoc,
      imageKey: users.imageKey,
      organizationFImg1: users.organizationFImg1,
      organizationFImg2: users.organizationFImg2,
      organizationFImg3: users.organizationFImg3,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
