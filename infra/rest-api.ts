import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { AssistantSettings } from '@lambdas/platform/assistant-settings';
import { API_LIMITS } from './api-limits';
import { allowAssistantModel } from './assistant-model';
import { IMPERSONATION_HEADER } from '@lambdas/access/impersonation-header';
import { API_ANSWER_HEADERS } from '@lambdas/platform/api-answer-headers';
import { IDEMPOTENCY_HEADER } from '@lambdas/rest/idempotent';
import { LAMBDA_ENTRIES, PlatformFunction, type FunctionNetwork, type LambdaSource } from './lambda-function';
import { grantObjects, grantTableItems } from './narrow-grants';

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
   * The documents bucket: the handlers read stored AECs (aec/*), the client databases (client-db/*), the company files
   * (company-files/*) and the treasury statements (tgr/*), and write
   * and sign the AEC zips (zip/*).
   */
  documents: IBucket;
  /**
   * VPC placement when SII traffic must leave from the fixed egress IP (infra/egress.ts): the enroller checks a
   * client's clave with a real SII login. None by default.
   */
  network?: FunctionNetwork;
  /** The query assistant's engine (infra/assistant-model.ts): a Bedrock model is granted to this function only. */
  assistant: AssistantSettings;
}

/**
 * The REST API of core-platform §7 (/v1/jwt/*, /api/*): API Gateway with a Cognito authorizer (id token in the
 * Authorization header) proxying every path and method to one handler Lambda (lambdas/rest/handler.ts), with
 * CORS preflight answered by API Gateway and CORS headers on its own error answers. The stage is throttled
 * (infra/api-limits.ts, also as a usage plan), traced with X-Ray, and logs each request as JSON and errors.
 */
export class RestApi extends Construct {
  readonly api: apigateway.RestApi;
  readonly handler: PlatformFunction;
  readonly usagePlan: apigateway.UsagePlan;
  /** One JSON line per request (caller, method, path, status, latency), kept a year. */
  readonly accessLogs: LogGroup;

  constructor(scope: Construct, id: string, props: RestApiProps) {
    super(scope, id);
    this.handler = new PlatformFunction(this, 'Handler', {
      source: props.source,
      entry: LAMBDA_ENTRIES.rest,
      description: 'REST handlers (API Gateway proxy events)',
      // api/empresas narrows the client list database with sql.js, which loads its WebAssembly file from its package.
      nodeModules: ['sql.js'],
      network: props.network,
      config: { assistant: props.assistant },
    });
    if (props.assistant.engine === 'bedrock') allowAssistantModel(this.handler, props.assistant.bedrock);
    for (const table of props.readTables) grantTableItems(this.handler, table, 'read');
    for (const table of props.readWriteTables) grantTableItems(this.handler, table, 'readWrite');
    // Presigned URLs act with the signer's permissions, so the handler must read what it signs.
    // company-files/*: the client's tax folder and statute (api/files, api/empresa/constitucion); tgr/*: the treasury
    // statement and its sessions, deleted by 'Forzar actualización' (lambdas/public-sources/tgr/tgr-store.ts).
    grantObjects(this.handler, props.documents, {
      read: ['aec/*', 'client-db/*', 'zip/*', 'company-files/*', 'tgr/*'],
      write: ['zip/*', 'tgr/*'],
      remove: ['tgr/*'],
    });
    // api/registered-users reads each user of the factoring's userCompanies rows (client-radar.md §7).
    props.userPool.grant(this.handler, 'cognito-idp:AdminGetUser');

    const authorizer = new apigateway.CognitoUserPoolsAuthorizer(this, 'Authorizer', {
      cognitoUserPools: [props.userPool],
    });
    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_YEAR,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.api = new apigateway.RestApi(this, 'Api', {
      restApiName: 'radar-cesiones-rest',
      // Execution logging needs API Gateway's account-wide CloudWatch role.
      cloudWatchRole: true,
      deployOptions: {
        stageName: 'prod',
        throttlingRateLimit: API_LIMITS.rest.rateLimit,
        throttlingBurstLimit: API_LIMITS.rest.burstLimit,
        accessLogDestination: new apigateway.LogGroupLogDestination(this.accessLogs),
        accessLogFormat: apigateway.AccessLogFormat.jsonWithStandardFields(),
        // Errors only and never the bodies: they carry claves and certificates.
        loggingLevel: apigateway.MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        metricsEnabled: true,
        tracingEnabled: true,
      },
      defaultIntegration: new apigateway.LambdaIntegration(this.handler),
      defaultMethodOptions: { authorizer, authorizationType: apigateway.AuthorizationType.COGNITO },
      defaultCorsPreflightOptions: {
        allowOrigins: apigateway.Cors.ALL_ORIGINS,
        allowMethods: apigateway.Cors.ALL_METHODS,
        allowHeaders: [...apigateway.Cors.DEFAULT_HEADERS, 'session-id', IMPERSONATION_HEADER, IDEMPOTENCY_HEADER],
      },
    });
    // Every route is a proxy whose handler validates its own input; the validator refuses malformed requests at the
    // gateway for any parameter or model a method declares.
    const requestValidator = this.api.addRequestValidator('Validator', {
      validateRequestBody: true,
      validateRequestParameters: true,
    });
    // ANY on / and on /{proxy+} (a proxy under the root adds its methods to the root too), with the defaults above.
    this.api.root.addProxy({ anyMethod: false }).addMethod('ANY', undefined, { requestValidator });
    // Usage plans meter API keys; this one carries the stage's limits for keys issued to integrations.
    this.usagePlan = this.api.addUsagePlan('UsagePlan', {
      name: 'radar-cesiones-rest',
      throttle: API_LIMITS.rest,
      apiStages: [{ api: this.api, stage: this.api.deploymentStage }],
    });
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      reason: "API Gateway's account-wide logging role only writes execution logs to CloudWatch Logs",
    });
    for (const type of [apigateway.ResponseType.DEFAULT_4XX, apigateway.ResponseType.DEFAULT_5XX]) {
      this.api.addGatewayResponse(type.responseType, {
        type,
        responseHeaders: {
          'Access-Control-Allow-Origin': "'*'",
          ...Object.fromEntries(Object.entries(API_ANSWER_HEADERS).map(([name, value]) => [name, `'${value}'`])),
        },
      });
    }
  }
}
