import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '@infra/data';
import { TABLES } from '@lambdas/store/tables';
import { buildPlatform, identityPolicies, logicalId } from './platform-template';

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** Every Allow statement of the IAM policies attached to a function's role. */
function statementsOf(template: Template, fn: IFunction): Statement[] {
  const roleId = logicalId(fn.role as unknown as IConstruct);
  return identityPolicies(template)
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
    .filter((statement) => statement.Effect === 'Allow');
}

/** Accounts and storage: MFA, threat protection, password rule, narrow grants, lifecycle rules. */
describe('accounts and storage', () => {
  const { stack, template } = buildPlatform();

  it('offers every user TOTP MFA (optional, never SMS)', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
  });

  it('runs threat protection in full-function mode on the Plus plan', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
  });

  it('asks passwords for at least 12 characters (OWASP ASVS level 2), one a digit', () => {
    const [pool] = Object.values(template.findResources('AWS::Cognito::UserPool'));
    const policy = pool?.Properties.Policies.PasswordPolicy as { MinimumLength: number; RequireNumbers: boolean };
    expect(policy.MinimumLength).toBe(12);
    expect(policy.RequireNumbers).toBe(true);
  });

  describe('the refresh worker', () => {
    const statements = statementsOf(template, stack.jobs.refreshWorker);
    const { documents, tables } = stack.data;
    const documentsId = logicalId(documents);

    it('gets only named actions, never a wildcard action', () => {
      const actions = statements.flatMap((s) => [s.Action].flat());
      expect(actions.filter((action) => action.includes('*'))).toEqual([]);
    });

    it('reads and writes only aec/*, writes only sii-raw/*, and deletes nothing in the documents bucket', () => {
      const onDocuments = statements.filter((s) => JSON.stringify(s.Resource).includes(`"${documentsId}"`));
      const objectGrants = onDocuments.flatMap((s) =>
        [s.Action]
          .flat()
          .flatMap((action) =>
            [s.Resource]
              .flat()
              .map((resource) => `${action} ${JSON.stringify(resource).match(/"\/([^"]*)"/)?.[1] ?? 'bucket'}`),
          ),
      );
      expect(objectGrants.sort()).toEqual([
        's3:GetObject aec/*',
        's3:ListBucket bucket',
        's3:PutObject aec/*',
        's3:PutObject sii-raw/*',
      ]);
    });

    it('reaches only its own tables, and their indexes by name (never index/*)', () => {
      const tableIds = new Map(Object.entries(tables).map(([name, table]) => [logicalId(table), name]));
      const reached = new Set<string>();
      for (const statement of statements) {
        for (const resource of [statement.Resource].flat()) {
          const text = JSON.stringify(resource);
          const id = [...tableIds.keys()].find((tableId) => text.includes(`"${tableId}"`));
          if (!id) continue;
          reached.add(tableIds.get(id)!);
          expect(text).not.toContain('/index/*');
        }
      }
      // Its refresh (the Cartera aggregates and the sales-ledger radar's acquired cessions included), leases and
      // platform events, and the alerts sink it runs (preferences, alerts, connections, e-mail).
      expect([...reached].sort()).toEqual(
        [
          'alertPreferences',
          'alerts',
          'carteras',
          'cessions',
          'connections',
          'credentials',
          'factorings',
          'invoiceChanges',
          'leases',
          'mailSuppressions',
          'mails',
          'platformEvents',
          'refreshRuns',
          'userCompanies',
          'webhooks',
        ].sort(),
      );
      // The platform-event outbox: it records events, marks them delivered and queries the pending ones.
      const outbox = statements.filter((s) =>
        JSON.stringify(s.Resource).includes(`"${logicalId(tables.platformEvents)}"`),
      );
      const outboxActions = outbox.flatMap((s) => [s.Action].flat());
      for (const action of ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:Query'])
        expect(outboxActions).toContain(action);
      for (const index of TABLES.platformEvents.globalSecondaryIndexes)
        expect(JSON.stringify(outbox)).toContain(`/index/${index.indexName}`);
      const cessionIndexes = TABLES.cessions.globalSecondaryIndexes.map((index) => index.indexName);
      const cessionResources = JSON.stringify(statements.map((s) => s.Resource));
      for (const indexName of cessionIndexes) expect(cessionResources).toContain(`/index/${indexName}`);
    });
  });

  it('expires zips, generated PDFs and AEC link extracts after a day and older versions after 90 days', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'zip/', ExpirationInDays: RETENTION_DAYS.shortLived, Status: 'Enabled' }),
          Match.objectLike({ Prefix: 'pdf/', ExpirationInDays: RETENTION_DAYS.shortLived, Status: 'Enabled' }),
          Match.objectLike({ Prefix: 'aec-link/', ExpirationInDays: RETENTION_DAYS.shortLived, Status: 'Enabled' }),
          Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 90 }, Status: 'Enabled' }),
        ]),
      },
    });
    expect(RETENTION_DAYS.shortLived).toBe(1);
  });

  it('logs access to the documents and web buckets into the access-logs bucket', () => {
    const logsRef = { Ref: logicalId(stack.data.accessLogs) };
    for (const bucket of [stack.data.documents, stack.web.bucket]) {
      const resource = template.toJSON().Resources[logicalId(bucket)] as {
        Properties: { LoggingConfiguration?: { DestinationBucketName: unknown } };
      };
      expect(resource.Properties.LoggingConfiguration?.DestinationBucketName, bucket.node.path).toEqual(logsRef);
    }
  });

  it('encrypts with AWS-owned keys unless the customer-managed key is asked for', () => {
    expect(stack.data.dataKey).toBeUndefined();
    template.resourcePropertiesCountIs(
      'AWS::DynamoDB::Table',
      { SSESpecification: Match.objectLike({ SSEType: 'KMS' }) },
      0,
    );
  });
});
