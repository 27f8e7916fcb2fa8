import type { AppContext } from '../context.ts';

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

/**
 * Demo content outside production: each module adds its part (users, campaigns in every status,
 * donations, volunteers, organisations). Idempotent: a second start adds nothing.
 */
export async function seedDemo(_ctx: AppContext): Promise<DemoLogin[]> {
  return [];
}
