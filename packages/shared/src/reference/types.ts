import { z } from 'zod';

/**
 * Reference data as the API returns it (spec §3 "Reference data", §7 "Real reply fields read:
 * entity.states and entity.cities"). The user object carries a state and an LGA in these shapes.
 */
export const stateSchema = z.object({ state_id: z.number().int(), name: z.string() });
export type State = z.infer<typeof stateSchema>;

export const lgaSchema = z.object({ local_id: z.number().int(), local_name: z.string() });
export type Lga = z.infer<typeof lgaSchema>;

/** GET /misc/states. */
export const statesReplySchema = z.object({ states: z.array(stateSchema) });
export type StatesReply = z.infer<typeof statesReplySchema>;

/** GET /misc/lga/{stateId}. */
export const lgasReplySchema = z.object({ cities: z.array(lgaSchema) });
export type LgasReply = z.infer<typeof lgasReplySchema>;

/** GET /misc/categories: the campaign categories with their tag colours. */
export const categoriesReplySchema = z.object({ categories: z.array(z.object({ name: z.string(), colour: z.string() })) });
export type CategoriesReply = z.infer<typeof categoriesReplySchema>;

/** GET /misc/org_types: organisation types and categories. */
export const orgTypesReplySchema = z.object({ org_types: z.array(z.string()), org_categories: z.array(z.string()) });
export type OrgTypesReply = z.infer<typeof orgTypesReplySchema>;
