export * from './status.ts';
export * from './messages.ts';
export * from './constants.ts';
export * from './rules.ts';
export * from './money.ts';
export * from './phone.ts';
