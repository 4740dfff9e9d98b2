import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { IMPERSONATION_HEADER } from '../lambdas/platform/impersonation-header';
import { LAMBDA_ENTRIES, PlatformFunction, type FunctionNetwork, type LambdaSource } from './lambda-function';

export interface RestApiProps {
  source: LambdaSource;
  userPool: IUserPool;
  /**
   * Tables the handlers read (userCompanies for the tenant check, cessions and factorings for the searches,
   * announcements for the client list banner).
   */
  readTables: readonly ITable[];
  /** Tables the handlers read and write (clientExecutives: executives assigned to clients). */
  readWriteTables: readonly ITable[];
  /**
   * The documents bucket: the handlers read stored AECs (aec/*) and the client databases (client-db/*), and write
   * and sign the AEC zips (zip/*).
   */
  documents: IBucket;
  /**
   * VPC placement when SII traffic must leave from the fixed egress IP (infra/egress.ts): the enroller checks a
   * client's clave with a real SII login. None by default.
   */
  network?: FunctionNetwork;
}

/**
 * The REST API of core-platform §7 (/v1/jwt/*, /api/*): API Gateway with a Cognito authorizer (id token in the
 * Authorization header) proxying every path and method to one handler Lambda (lambdas/rest/handler.ts), with
 * CORS preflight answered by API Gateway and CORS headers on its own error answers.
 */
export class RestApi extends Construct {
  readonly api: apigateway.RestApi;
  readonly handler: PlatformFunction;

  constructor(scope: Construct, id: string, props: RestApiProps) {
    super(scope, id);
    this.handler = new PlatformFunction(this, 'Handler', {
      source: props.source,
      entry: LAMBDA_ENTRIES.rest,
      description: 'REST handlers (API Gateway proxy events)',
      // api/empresas narrows the client list database with sql.js, which loads its WebAssembly file from its package.
      nodeModules: ['sql.js'],
      network: props.network,
    });
    for (const table of props.readTables) table.grantReadData(this.handler);
    for (const table of props.readWriteTables) table.grantReadWriteData(this.handler);
    // Presigned URLs act with the signer's permissions, so the handler must read what it signs.
    props.documents.grantRead(this.handler, 'aec/*');
    props.documents.grantRead(this.handler, 'client-db/*');
    props.documents.grantReadWrite(this.handler, 'zip/*');
    // api/registered-users lists the factoring's users (client-radar.md §7).
    props.userPool.grant(this.handler, 'cognito-idp:ListUsers');

    const authorizer = new apigateway.CognitoUserPoolsAuthorizer(this, 'Authorizer', {
      cognitoUserPools: [props.userPool],
    });
    this.api = new apigateway.RestApi(this, 'Api', {
      restApiName: 'radar-cesiones-rest',
      deployOptions: { stageName: 'prod' },
      defaultIntegration: new apigateway.LambdaIntegration(this.handler),
      defaultMethodOptions: { authorizer, authorizationType: apigateway.AuthorizationType.COGNITO },
      defaultCorsPreflightOptions: {
        allowOrigins: apigateway.Cors.ALL_ORIGINS,
        allowMethods: apigateway.Cors.ALL_METHODS,
        allowHeaders: [...apigateway.Cors.DEFAULT_HEADERS, 'session-id', IMPERSONATION_HEADER],
      },
    });
    // ANY on / and on /{proxy+}, both with the defaults above.
    this.api.root.addProxy({ anyMethod: true });
    for (const type of [apigateway.ResponseType.DEFAULT_4XX, apigateway.ResponseType.DEFAULT_5XX]) {
      this.api.addGatewayResponse(type.responseType, {
        type,
        responseHeaders: { 'Access-Control-Allow-Origin': "'*'" },
      });
    }
  }
}
