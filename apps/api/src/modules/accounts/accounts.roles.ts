/**
 * What other modules may change on an account, as functions taking their transaction: the roles
 * and checks an administrator or the trust module decides (volunteer status, identity status,
 * organisation verification). Exported through index.ts; nothing else writes the users table
 * from outside this module.
 */
export {};
