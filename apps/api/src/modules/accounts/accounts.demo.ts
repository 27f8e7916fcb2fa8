import type { AppContext } from '../../context.ts';
import type { DemoLogin } from '../../seed/demo.ts';

/** Demo users of every kind (to be built by the accounts capability). */
export async function seedAccountsDemo(_ctx: AppContext): Promise<DemoLogin[]> {
  return [];
}
