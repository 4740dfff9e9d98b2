import { Duration } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Trigger } from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import { LAMBDA_ENTRIES, PlatformFunction, type LambdaSource } from './lambda-function';
import { grantTableItems } from './narrow-grants';

export interface MembershipBackfillProps {
  source: LambdaSource;
  /** The pool whose users' flags are copied (ListUsers). */
  userPool: IUserPool;
  /** The userCompanies table the flags are written to. */
  userCompanies: ITable;
}

/**
 * The copy of each user's permission flags from the pool's custom attributes to its userCompanies rows, where the API
 * reads them, and the value of each flag added since on the rows written before it (domain/permissions.ts LATER_FLAGS;
 * lambdas/jobs/membership-backfill-handler.ts), run by a CDK trigger once deployed and again whenever its code changes;
 * a run finds nothing left to write.
 */
export class MembershipBackfill extends Construct {
  readonly fn: PlatformFunction;
  readonly trigger: Trigger;

  constructor(scope: Construct, id: string, props: MembershipBackfillProps) {
    super(scope, id);
    this.fn = new PlatformFunction(this, 'Function', {
      source: props.source,
      entry: LAMBDA_ENTRIES.membershipBackfill,
      description: "Deploy time: copies each user's permission flags from the pool to its userCompanies rows",
      timeout: Duration.minutes(15),
    });
    grantTableItems(this.fn, props.userCompanies, 'readWrite');
    props.userPool.grant(this.fn, 'cognito-idp:ListUsers');
    this.trigger = new Trigger(this, 'Trigger', { handler: this.fn, timeout: Duration.minutes(15) });
  }
}
