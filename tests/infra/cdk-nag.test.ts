import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { buildPlatform } from './platform-template';

/**
 * The AWS Solutions rule pack of cdk-nag over the whole platform stack, as the CDK validation plugin
 * bin/app.ts registers: no error may be left unacknowledged, and each acknowledgement states its reason.
 */
describe('cdk-nag AwsSolutions', () => {
  const { app } = buildPlatform();
  const report = new AwsSolutionsChecks(app).validateScope(app);
  const findings = (severity: string) =>
    report.violations
      .filter((violation) => violation.severity === severity)
      .flatMap((violation) =>
        violation.violatingResources.map(
          (resource) =>
            `${violation.ruleName} ${(resource as { constructPath?: string }).constructPath ?? resource.resourceLogicalId}`,
        ),
      );

  it('reports no unacknowledged error', () => {
    expect(findings('error')).toEqual([]);
    expect(report.success).toBe(true);
  });

  it('reports no unacknowledged warning either', () => {
    expect(findings('warning')).toEqual([]);
  });
});
