import nigeria from './data/nigeria.json' with { type: 'json' };

/**
 * State and LGA names from the static reference data the module seeds (the same file, read once),
 * for code that needs a name without a query (the accounts module's user serialiser).
 */
const stateNames = new Map<number, string>(nigeria.states.map((s) => [s.id, s.name]));
const lgaNames = new Map<number, string>(nigeria.lgas.map((l) => [l.id, l.name]));

export const stateName = (id: number | null | undefined) => (id ? (stateNames.get(id) ?? null) : null);
export const lgaName = (id: number | null | undefined) => (id ? (lgaNames.get(id) ?? null) : null);
