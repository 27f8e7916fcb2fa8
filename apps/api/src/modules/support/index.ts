import type { AppModule } from '../../lib/module.ts';
import routes from './support.routes.ts';

/** The support module's public entry: the contact form (no tables; messages go out through notifications). */
export const supportModule: AppModule = { name: 'support', routes };
