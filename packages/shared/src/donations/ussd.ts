/**
 * Paying by USSD (issue 17): a donor without a card or a banking app dials their bank's short code
 * from any phone. The banks whose USSD codes the sandbox checkout offers, and the code a donor
 * dials there for one payment (Paystack's own checkout shows the real one-time code).
 */
export const USSD_BANKS = [
  { bank: 'GTBank', code: '737' },
  { bank: 'Zenith Bank', code: '966' },
  { bank: 'UBA', code: '919' },
  { bank: 'First Bank', code: '894' },
  { bank: 'Access Bank', code: '901' },
  { bank: 'Fidelity Bank', code: '770' },
  { bank: 'Sterling Bank', code: '822' },
  { bank: 'Union Bank', code: '826' },
  { bank: 'Wema Bank', code: '945' },
  { bank: 'Stanbic IBTC', code: '909' },
] as const;
export type UssdBankCode = (typeof USSD_BANKS)[number]['code'];

export const isUssdBank = (code: string): code is UssdBankCode => USSD_BANKS.some((b) => b.code === code);

/** The payment's 5-digit code, stable for its reference. */
export function ussdPaymentCode(reference: string): string {
  let h = 17;
  for (const ch of reference) h = (h * 31 + ch.charCodeAt(0)) % 100_000;
  return String(h).padStart(5, '0');
}

/** What the donor dials in the sandbox: the bank's code, the sandbox's merchant prefix, the payment's code. */
export const ussdDialString = (bankCode: string, reference: string) => `*${bankCode}*000*${ussdPaymentCode(reference)}#`;
