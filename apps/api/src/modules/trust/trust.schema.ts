// Tables owned by the trust module (migrations trust); none yet beyond db/core.schema.ts.
export {};
