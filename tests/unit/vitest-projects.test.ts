import { describe, expect, it } from 'vitest';
import { HANDLER_SUITES, PATCHING_UNIT_FILES } from '../../vitest.config';

describe('the test projects of vitest.config.ts', () => {
  it('runs in a process of its own every integration suite that calls a Lambda handler, itself or through a helper', () => {
    expect(HANDLER_SUITES).toContain('tests/integration/auth/permission-matrix.test.ts');
    // Through tests/integration/documents/document-platform.ts, the helper beside both document suites.
    expect(HANDLER_SUITES).toContain('tests/integration/documents/graphql-documents.test.ts');
    expect(HANDLER_SUITES).toContain('tests/integration/documents/rest-documents.test.ts');
    expect(HANDLER_SUITES).not.toContain('tests/integration/accounts/accounts-api.test.ts');
  });

  it('runs in a process of its own every unit file that patches a module, a global or the environment', () => {
    expect(PATCHING_UNIT_FILES).toContain('tests/unit/web/lib/company/factoring-flags.test.ts');
    expect(PATCHING_UNIT_FILES).toContain('tests/unit/web/lib/demo-database.test.ts');
    expect(PATCHING_UNIT_FILES).not.toContain('tests/unit/vitest-projects.test.ts');
  });
});
