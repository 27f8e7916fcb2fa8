import type { AppContext } from '../../context.ts';

/** Demo content of the payments module (to be built by its capability). */
export async function seedPaymentsDemo(_ctx: AppContext): Promise<void> {}
