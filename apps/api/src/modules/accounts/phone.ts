import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * Nigerian mobile numbers (libphonenumber-js with its mobile metadata): whatever way the number
 * was typed (+2348031234567, 08031234567, 8031234567), it is valid only as a Nigerian mobile and
 * is stored in E.164 (+234…).
 */
export function nigerianMobileE164(value: string): string | null {
  const p = parsePhoneNumberFromString(value, 'NG');
  if (!p || p.country !== 'NG' || !p.isValid() || p.getType() !== 'MOBILE') return null;
  return p.number;
}

/** 08031234567 for a stored +2348031234567 (the organisation forms' 8-to-11 shape). */
export function nationalMobile(e164: string | null): string | null {
  if (!e164) return null;
  return /^\+234\d{10}$/.test(e164) ? `0${e164.slice(4)}` : e164;
}

/** +234 803 *** 4567: enough for the owner to recognise, not enough to leak. */
export function maskMobile(e164: string): string {
  const m = /^\+234(\d{3})\d{3}(\d{4})$/.exec(e164);
  return m ? `+234 ${m[1]} *** ${m[2]}` : `${e164.slice(0, 4)}***${e164.slice(-3)}`;
}
