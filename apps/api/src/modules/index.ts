import type { AppContext } from '../context.ts';
import { subscribeAll, type Subscriber } from '../lib/events.ts';
import type { AppModule } from '../lib/module.ts';
import { referenceModule } from './reference/index.ts';
import { supportModule } from './support/index.ts';
import { devModule } from './dev/index.ts';
import { accountsModule } from './accounts/index.ts';
import { mediaModule } from './media/index.ts';
import { campaignsModule } from './campaigns/index.ts';
import { paymentsModule } from './payments/index.ts';
import { exploreModule } from './explore/index.ts';
import { communityModule } from './community/index.ts';
import { trustModule } from './trust/index.ts';
import { updatesModule } from './updates/index.ts';
import { rightsModule } from './rights/index.ts';

/** Every module, its routes registered under /api/v1 in this order (docs/architecture.md). */
export const modules: AppModule[] = [
  referenceModule,
  supportModule,
  devModule,
  accountsModule,
  mediaModule,
  campaignsModule,
  paymentsModule,
  exploreModule,
  communityModule,
  trustModule,
  updatesModule,
  rightsModule,
];

/**
 * Registers every module's domain-event handlers; called when a context is created. Tests that
 * watch events pass their own subscribers after building their app.
 */
export function subscribeModules(...extra: Subscriber[]) {
  subscribeAll([...modules.flatMap((m) => (m.subscribe ? [m.subscribe] : [])), ...extra]);
}

/** Registers every module's jobs, after the outbox's delivery tick. */
export function registerModuleJobs(ctx: AppContext) {
  for (const m of modules) m.jobs?.(ctx);
}
