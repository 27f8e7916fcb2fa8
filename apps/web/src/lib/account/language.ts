import type { Language } from '@ireti/shared/i18n';
import { api, getToken } from '../api.ts';

/** Keeps the chosen language on the account too, when signed in (PUT /account/language); the device keeps it either way. */
export async function saveAccountLanguage(language: Language): Promise<void> {
  if (!getToken()) return;
  await api('PUT', '/account/language', { language });
}
