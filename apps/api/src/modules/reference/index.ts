import type { AppModule } from '../../lib/module.ts';
import routes from './reference.routes.ts';

/**
 * The reference module's public entry: Nigeria's states and LGAs. Tables: states, lgas; published
 * read models: the views state_names and lga_names.
 */
export const referenceModule: AppModule = { name: 'reference', routes };
export { lgaInState, seedReference, stateExists } from './reference.service.ts';
export { lgaName, stateName } from './places.ts';
export { lgaNames, stateNames } from './reference.schema.ts';
