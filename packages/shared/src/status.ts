/** Reply status codes. 100 and 109 are the spec's; the rest are ours (docs/design.md §3). */
export const Code = {
  OK: 100,
  VALIDATION: 101,
  UNAUTHENTICATED: 102,
  FORBIDDEN: 103,
  NOT_FOUND: 104,
  CONFLICT: 105,
  PAYMENT_NOT_VERIFIED: 106,
  TOO_MANY_REQUESTS: 107,
  UPLOAD_REJECTED: 108,
  EMAIL_NOT_VERIFIED: 109,
  /** The password was right; the account's second factor is asked for (docs/decisions/086). */
  SECOND_FACTOR_REQUIRED: 110,
  UNEXPECTED: 199,
} as const;
export type Code = (typeof Code)[keyof typeof Code];

/** The HTTP status that goes with each reply code. */
export const httpStatusOf: Record<Code, number> = {
  100: 200,
  101: 422,
  102: 401,
  103: 403,
  104: 404,
  105: 409,
  106: 402,
  107: 429,
  108: 422,
  109: 403,
  110: 403,
  199: 500,
};

export interface Status {
  code: number;
  desc: string;
}

/** Every reply of the API: `{ status: { code, desc }, entity }`. */
export interface Envelope<T = unknown> {
  status: Status;
  entity: T;
}

export interface ValidationEntity {
  errors: Record<string, string>;
}

export const isOk = (e: Pick<Envelope, 'status'>): boolean => e.status.code === Code.OK;
