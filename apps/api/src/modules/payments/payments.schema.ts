// Tables owned by the payments module (migrations payments); none yet beyond db/core.schema.ts.
export {};
