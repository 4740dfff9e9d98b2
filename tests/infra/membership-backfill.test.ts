import { describe, expect, it } from 'vitest';
import { allowedActions, buildPlatform, logicalId } from './platform-template';

describe('MembershipBackfill', () => {
  const { stack, template } = buildPlatform();
  const { fn } = stack.membershipBackfill;

  it('runs once deployed, reading the pool and writing only the user-company rows', () => {
    const triggers = Object.values(template.findResources('Custom::Trigger')).filter((resource) =>
      JSON.stringify(resource.Properties.HandlerArn).includes(logicalId(fn.currentVersion)),
    );
    expect(triggers).toHaveLength(1);
    expect(allowedActions(template, fn, stack.auth.userPool)).toEqual(new Set(['cognito-idp:ListUsers']));
    expect(allowedActions(template, fn, stack.data.tables.userCompanies)).toContain('dynamodb:PutItem');
    for (const other of [stack.data.tables.cessions, stack.data.tables.credentials])
      expect(allowedActions(template, fn, other).size).toBe(0);
  });
});
