import { Code } from '@ireti/shared';

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: Code;
  readonly errors?: Record<string, string>;
  readonly entity?: unknown;
  constructor(code: Code, desc: string, opts: { errors?: Record<string, string>; entity?: unknown } = {}) {
    super(desc);
    this.code = code;
    this.errors = opts.errors;
    this.entity = opts.entity;
  }
}

export const invalid = (errors: Record<string, string>, desc = 'Some of your inputs are not valid') =>
  new AppError(Code.VALIDATION, desc, { errors });
export const notFound = (what = 'Not found') => new AppError(Code.NOT_FOUND, what);
export const forbidden = (desc = 'You are not allowed to do this') => new AppError(Code.FORBIDDEN, desc);
export const unauthenticated = (desc = 'Please sign in to continue') => new AppError(Code.UNAUTHENTICATED, desc);
export const conflict = (desc: string) => new AppError(Code.CONFLICT, desc);
export const uploadRejected = (desc: string) => new AppError(Code.UPLOAD_REJECTED, desc);
