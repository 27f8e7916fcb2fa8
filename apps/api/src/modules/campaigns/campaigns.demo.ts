import type { AppContext } from '../../context.ts';

/** Demo content of the campaigns module (to be built by its capability). */
export async function seedCampaignsDemo(_ctx: AppContext): Promise<void> {}
