import type { Tx } from '../db/client.ts';

/**
 * In-process domain events, delivered inside the transaction that caused them, so a module can
 * react to another's change (trust to a campaign being submitted) without reaching into its
 * tables, when the reaction is its own business and nothing comes back. A use case whose steps span
 * modules is a flow instead (flows/, docs/decisions/102-flows.md). A handler that throws rolls the
 * change back.
 *
 * Handlers are registered explicitly at start-up: each module's `subscribe` (in its index.ts) is
 * called by `subscribeModules()` in modules/index.ts when a context is created, never as a side
 * effect of importing a file.
 */
export interface DomainEvents {
  /** The wizard made its draft (status 0, not yet submitted): nobody is assigned yet. */
  'campaign.created': { campaignId: number; ownerId: number };
  /** The owner submitted the draft (campaigns/submit.ts): it now awaits verification by volunteers. */
  'campaign.submitted': { campaignId: number; ownerId: number };
  /** The owner moved a submitted campaign awaiting verification to another state (campaigns/owner.service.ts). */
  'campaign.moved': { campaignId: number; ownerId: number };
  /** A campaign changed state (campaign-state.ts), for observers: no module subscribes; what follows is flows/campaign-state.flow.ts. */
  'campaign.transition': { campaignId: number; from: number; to: number; actorId: number | null; reason: string | null };
  /** The campaign's volunteer (or an administrator) confirmed a spending report (payments/payouts/spending.service.ts). */
  'spending.confirmed': { campaignId: number; reportId: number; ownerId: number };
  /** An unverified account was taken back by the address's owner (accounts/reclaim.ts). */
  'account.reclaimed': { userId: number };
}

type Handler<K extends keyof DomainEvents> = (tx: Tx, e: DomainEvents[K]) => Promise<void>;
export type On = <K extends keyof DomainEvents>(event: K, handler: Handler<K>) => void;
export type Subscriber = (on: On) => void;
let handlers: { [K in keyof DomainEvents]?: Handler<K>[] } = {};

/** Replaces every handler by those the subscribers register (idempotent: a second call does not double them). */
export function subscribeAll(subscribers: Subscriber[]) {
  const next: typeof handlers = {};
  const on: On = (event, handler) => {
    (next[event] ??= []).push(handler as never);
  };
  for (const s of subscribers) s(on);
  handlers = next;
}

export async function emit<K extends keyof DomainEvents>(tx: Tx, event: K, e: DomainEvents[K]) {
  for (const h of (handlers[event] ?? []) as Handler<K>[]) await h(tx, e);
}
