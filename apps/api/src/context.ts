import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Notifications } from './modules/notifications/notifications.service.ts';
import type { MediaStore } from './modules/media/media.types.ts';
import type { PaymentProvider } from './modules/payments/providers/provider.ts';

/**
 * What every module is built from: config, the database, and the adapters chosen for this
 * environment (embedded default or production, docs/design.md §2). Built once in app.ts; tests build
 * it with fakes only where the real service is outside this machine.
 */
export interface AppContext {
  config: Config;
  db: Db;
  jobs: JobQueue;
  notify: Notifications;
  media: MediaStore;
  payments: PaymentProvider;
}
