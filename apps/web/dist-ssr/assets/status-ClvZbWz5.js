// ../../packages/shared/src/status.ts
/** Reply status codes. 100 and 109 are the spec's; the rest are ours (docs/design.md §3). */
var Code = {
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
};
export { Code as t };
