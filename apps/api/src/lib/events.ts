import type { Tx } from '../db/client.ts';

/**
 * In-process domain events, delivered inside the transaction that caused them, so a module can
 * react to another's change (payments to a campaign being deleted, trust to a campaign being
 * created) without reaching into its tables. A handler that throws rolls the change back.
 */
export interface DomainEvents {
  'campaign.created': { campaignId: number; ownerId: number };
  'campaign.transition': { campaignId: number; from: number; to: number; actorId: number | null; reason: string | null };
}

type Handler<K extends keyof DomainEvents> = (tx: Tx, e: DomainEvents[K]) => Promise<void>;
const handlers: { [K in keyof DomainEvents]?: Handler<K>[] } = {};

export function on<K extends keyof DomainEvents>(event: K, handler: Handler<K>) {
  (handlers[event] ??= []).push(handler as never);
}

export async function emit<K extends keyof DomainEvents>(tx: Tx, event: K, e: DomainEvents[K]) {
  for (const h of (handlers[event] ?? []) as Handler<K>[]) await h(tx, e);
}
