import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Duration } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { LAMBDA_ENTRIES, PlatformFunction, type FunctionNetwork, type LambdaSource } from './lambda-function';
import { grantObjects, grantTableItems } from './narrow-grants';
import { SII_RAW_OBJECTS } from './data';

export interface ConsultaPreviaFunctionProps {
  source: LambdaSource;
  /** The cessions (the debtor's record) and the credentials (the factoring's sealed certificate). */
  readTables: readonly ITable[];
  /** The documents bucket: every SII answer is archived under sii-raw/*. */
  documents: IBucket;
  /** VPC placement for the fixed egress IP the SII sees; none by default. */
  network?: FunctionNetwork;
}

/**
 * The SII calls of the API that need a company's certificate (the prior consultation, the debtor's
 * claims of 'Rechazar Dte'; lambdas/consulta-previa/handler.ts) in a function of their own, so that
 * opening a factoring's sealed certificate stays out of the internet-facing GraphQL and REST functions: they check the
 * tenant and the permission and invoke this one synchronously
 * (lambdas/services/consulta-previa/lambda-consulta-previa.ts). Its 28-second timeout keeps it inside API Gateway's 29
 * seconds.
 */
export class ConsultaPreviaFunction extends Construct {
  readonly fn: PlatformFunction;

  constructor(scope: Construct, id: string, props: ConsultaPreviaFunctionProps) {
    super(scope, id);
    this.fn = new PlatformFunction(this, 'Function', {
      source: props.source,
      entry: LAMBDA_ENTRIES.consultaPrevia,
      description:
        'SII calls of the API that need a company certificate: prior consultation and the debtor claims of Rechazar Dte',
      timeout: Duration.seconds(28),
      network: props.network,
    });
    for (const table of props.readTables) grantTableItems(this.fn, table, 'read');
    grantObjects(this.fn, props.documents, { read: [], write: [SII_RAW_OBJECTS] });
  }

  /** Lets the API functions invoke it, unqualified (never a version or alias, unlike grantInvoke's `:*`). */
  allowInvoking(...callers: IGrantable[]): void {
    for (const grantee of callers)
      Grant.addToPrincipal({ grantee, actions: ['lambda:InvokeFunction'], resourceArns: [this.fn.functionArn] });
  }
}
