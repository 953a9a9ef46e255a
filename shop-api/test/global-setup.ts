import type { TestProject } from 'vitest/node';
import { pgliteTemplate } from './helpers/pglite-templates.js';

// Every test file starts from a copy of one of two templates (see helpers/pglite-templates.ts): built here once per
// run, before the workers start, so no two workers build the same one.

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteEmptyTemplate: string;
    pgliteSeededTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  project.provide('pgliteEmptyTemplate', await pgliteTemplate('empty'));
  project.provide('pgliteSeededTemplate', await pgliteTemplate('default'));
}
