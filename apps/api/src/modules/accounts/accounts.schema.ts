// Tables owned by the accounts module (migrations accounts); none yet beyond db/core.schema.ts.
export {};
