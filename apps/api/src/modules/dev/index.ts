import type { AppModule } from '../../lib/module.ts';
import routes from './dev.routes.ts';

/** The dev module's public entry: the development mailbox and helpers (docs/decisions/062-dev-tools-policy.md). */
export const devModule: AppModule = { name: 'dev', routes };
