import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.ts';
import type { On } from './events.ts';

/**
 * What a module gives the application (docs/architecture.md): its routes, its jobs, and the
 * domain events it reacts to. Each module exports one from its index.ts, its only public entry.
 */
export interface AppModule {
  name: string;
  routes: FastifyPluginAsync;
  jobs?: (ctx: AppContext) => void;
  subscribe?: (on: On) => void;
}
