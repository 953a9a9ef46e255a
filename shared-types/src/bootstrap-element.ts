// Where the bff inlines the bootstrap JSON; zod-free so the web reads it without loading the schemas.
export const BOOTSTRAP_ELEMENT_ID = '__BOOTSTRAP__';
