import { asc, eq, sql } from 'drizzle-orm';
import { lgas, states } from './reference.schema.ts';
import type { Db } from '../../db/client.ts';
import data from './data/nigeria.json' with { type: 'json' };

/** Seeds the 36 states, the FCT and their 774 LGAs; safe to run on every start. */
export async function seedReference(db: Db) {
  await db.transaction(async (tx) => {
    await tx.insert(states).values(data.states).onConflictDoNothing();
    for (let i = 0; i < data.lgas.length; i += 200) {
      await tx
        .insert(lgas)
        .values(data.lgas.slice(i, i + 200))
        .onConflictDoNothing();
    }
  });
}

export async function listStates(db: Db) {
  return db.select({ state_id: states.id, name: states.name }).from(states).orderBy(asc(states.name));
}

export async function listLgas(db: Db, stateId: number) {
  return db.select({ local_id: lgas.id, local_name: lgas.name }).from(lgas).where(eq(lgas.stateId, stateId)).orderBy(asc(lgas.name));
}

export async function stateExists(db: Db, stateId: number) {
  const [row] = await db.select({ id: states.id }).from(states).where(eq(states.id, stateId)).limit(1);
  return !!row;
}

/** True when the LGA belongs to the state (sign-up and profile forms send both). */
export async function lgaInState(db: Db, lgaId: number, stateId: number) {
  const rows = await db.execute(sql`select 1 from lgas where id = ${lgaId} and state_id = ${stateId}`);
  return rows.rows.length > 0;
}
