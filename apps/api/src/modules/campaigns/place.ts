import { AccountMsg } from '@ireti/shared/accounts/messages';
import type { Db, Tx } from '../../db/client.ts';
import { invalid } from '../../lib/errors.ts';
import { lgaInState, stateExists } from '../reference/index.ts';

/** A campaign's place (issue 14): its state and LGA ids; null where its owner never gave one. */
export interface Place {
  stateId: number | null;
  lgaId: number | null;
}

/**
 * The place a create or edit asks for, checked: a state that exists and an LGA of that state
 * (101 on the field otherwise, with the profile forms' messages). Absent (a spec client sends
 * none): `fallback`, the owner's place at creation, the campaign's own on an edit.
 */
export async function checkedPlace(db: Db | Tx, input: { state?: number; lga?: number }, fallback: Place): Promise<Place> {
  if (input.state === undefined || input.lga === undefined) return fallback;
  if (!(await stateExists(db as Db, input.state))) throw invalid({ state: AccountMsg.stateUnknown });
  if (!(await lgaInState(db as Db, input.lga, input.state))) throw invalid({ lga: AccountMsg.lgaNotInState });
  return { stateId: input.state, lgaId: input.lga };
}
