import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { ReadReplica } from './db/read-replica.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Notifications } from './modules/notifications/index.ts';
import type { MediaStore } from './modules/media/index.ts';
import type { PaymentProvider } from './modules/payments/index.ts';
import type { Flows } from './flows/index.ts';

/**
 * What every module is built from: config, the database, and the adapters chosen for this
 * environment (embedded default or production, docs/design.md §2). Built once in app.ts; tests build
 * it with fakes only where the real service is outside this machine.
 */
export interface AppContext {
  config: Config;
  db: Db;
  /**
   * For the public reads that tolerate DATABASE_READ_MAX_LAG_MS of lag (docs/decisions/082-read-replica.md):
   * the replica while it is fresh, else `db`; `db` itself without DATABASE_READ_URL. Never for
   * money, permissions, sessions or what a signed-in user must see of their own writes.
   * Routes take it through readDbFor(req), which tells the public cache.
   */
  readonly readDb: Db;
  /** DATABASE_READ_URL's replica, when set. */
  replica?: ReadReplica;
  jobs: JobQueue;
  notify: Notifications;
  media: MediaStore;
  payments: PaymentProvider;
  /** The use cases that span modules (flows/, docs/decisions/102-flows.md), for modules' routes, jobs and webhooks. */
  flows: Flows;
}
