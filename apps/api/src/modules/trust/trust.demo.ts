import type { AppContext } from '../../context.ts';

/** Demo content of the trust module (to be built by its capability). */
export async function seedTrustDemo(_ctx: AppContext): Promise<void> {}
