import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the browser tests' platform data directories of this run are built once and copied from. */
    dataDirTemplates: string;
  }
}

/**
 * Once per test run: a directory for the data directory templates (tests/support/data-dir-templates.ts), removed when
 * the run ends.
 */
export default function setup(project: TestProject): () => void {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-e2e-templates-'));
  project.provide('dataDirTemplates', root);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
