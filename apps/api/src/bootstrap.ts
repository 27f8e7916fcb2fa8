import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/index.ts';
import { JobQueue } from './jobs/queue.ts';
import { Notifications, transportsFor, type Transport } from './modules/notifications/index.ts';
import { createMediaStore, type MediaStore } from './modules/media/index.ts';
import { createPaymentProvider, type PaymentProvider } from './modules/payments/index.ts';
import { registerModuleJobs, subscribeModules } from './modules/index.ts';
import { createFlows } from './flows/index.ts';

export interface ContextOverrides {
  transports?: { email: Transport; sms: Transport };
  media?: MediaStore;
  payments?: PaymentProvider;
  log?: { error: (o: object, m: string) => void; info?: (o: object, m: string) => void };
}

/** Builds the adapters for this configuration and wires every module's jobs and event handlers. */
export function createContext(config: Config, database: Pick<Database, 'db' | 'replica'>, o: ContextOverrides = {}): AppContext {
  const log = o.log ?? { error: (obj: object, m: string) => console.error(m, obj) };
  const jobs = new JobQueue(database.db, log);
  const base: Omit<AppContext, 'flows'> = {
    config,
    db: database.db,
    get readDb() {
      return database.replica?.readDb ?? database.db;
    },
    replica: database.replica,
    jobs,
    notify: new Notifications(database.db, o.transports ?? transportsFor(config), {
      strictLinks: config.NODE_ENV === 'test',
      publicUrl: config.publicUrl,
    }),
    media: o.media ?? createMediaStore(config),
    payments: o.payments ?? createPaymentProvider(config, database.db),
  };
  const ctx: AppContext = Object.assign(base, { flows: createFlows(base) });
  ctx.jobs.onTick(() => ctx.notify.deliverDue(50));
  registerModuleJobs(ctx);
  subscribeModules();
  return ctx;
}
