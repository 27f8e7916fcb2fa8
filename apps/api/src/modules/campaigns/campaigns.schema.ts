// Tables owned by the campaigns module (migrations campaigns); none yet beyond db/core.schema.ts.
export {};
