import { pgliteTemplate } from './helpers/pglite-templates.js';

// Every test file starts from a copy of one of two templates (see helpers/pglite-templates.ts): built here once per
// run, before the workers start, so no two workers build the same one; a worker then only finds it.
export default async function setup() {
  await pgliteTemplate('empty');
  await pgliteTemplate('default');
}
