import { RemovalPolicy, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { API_LIMITS } from './api-limits';
import { LAMBDA_ENTRIES, PlatformFunction, type LambdaSource } from './lambda-function';
import { grantTableItems } from './narrow-grants';

/** The WebSocket access log record: who, when, which route and connection, and the answer; never headers or tokens. */
const WEBSOCKET_ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  eventType: '$context.eventType',
  routeKey: '$context.routeKey',
  connectionId: '$context.connectionId',
  status: '$context.status',
  error: '$context.error.message',
  integrationError: '$context.integrationErrorMessage',
};

export interface RealtimeProps {
  source: LambdaSource;
  /** Open connections (table `connections` of lambdas/store/tables.ts): written on connect, deleted on disconnect. */
  connections: ITable;
  /** Tables read when a connection opens (the user's companies). */
  readTables: readonly ITable[];
}

/**
 * The 'eventoBack' channel (core-platform §7): an API Gateway WebSocket API whose $connect, $disconnect and
 * $default routes go to one Lambda (lambdas/realtime/handler.ts). The handler verifies the id token (handshake
 * subprotocol) itself on $connect and stores the connection. `callbackUrl` is the management endpoint pushers post to.
 * The stage is throttled (infra/api-limits.ts) and writes one JSON access log line per event.
 */
export class Realtime extends Construct {
  readonly api: apigwv2.WebSocketApi;
  readonly stage: apigwv2.WebSocketStage;
  readonly handler: PlatformFunction;
  /** One JSON line per connect, message and disconnect, kept a year. */
  readonly accessLogs: LogGroup;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    this.api = new apigwv2.WebSocketApi(this, 'Api', { apiName: 'radar-cesiones-realtime' });
    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_YEAR,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new apigwv2.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: 'prod',
      autoDeploy: true,
      throttle: API_LIMITS.websocket,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(WEBSOCKET_ACCESS_LOG_FIELDS)),
      },
    });
    this.handler = new PlatformFunction(this, 'Handler', {
      source: props.source,
      entry: LAMBDA_ENTRIES.realtime,
      description: 'eventoBack WebSocket: connect, disconnect, ping',
    });
    grantTableItems(this.handler, props.connections, 'readWrite');
    for (const table of props.readTables) grantTableItems(this.handler, table, 'read');

    for (const routeKey of ['$connect', '$disconnect', '$default']) {
      this.api.addRoute(routeKey, {
        integration: new WebSocketLambdaIntegration(`${routeKey.slice(1)}Integration`, this.handler),
        // $default answers the client's ping with the Lambda's body.
        returnResponse: routeKey === '$default',
      });
    }
    const stack = Stack.of(this);
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        "API Gateway authorizes a WebSocket only at $connect, and this $connect's handler verifies the Cognito id token of the subprotocol header itself and refuses the upgrade (lambdas/realtime/handler.ts); $disconnect and $default only reach a connection so admitted",
    });
    const apiId = stack.getLogicalId(this.api.node.defaultChild as CfnElement);
    Validations.of(stack).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:<${apiId}>/*/*/@connections/*]`,
      reason: 'Pushers post to whichever connection is open: connection ids exist only at run time',
    });
  }

  /** wss:// address the browser connects to. */
  get url(): string {
    return this.stage.url;
  }

  /** https:// management endpoint (@connections API) of the stage. */
  get callbackUrl(): string {
    return this.stage.callbackUrl;
  }
}
