import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { LAMBDA_ENTRIES, PlatformFunction, type LambdaSource } from './lambda-function';

export interface RealtimeProps {
  source: LambdaSource;
  /** Open connections (table `connections` of lambdas/store/tables.ts): written on connect, deleted on disconnect. */
  connections: ITable;
  /** Tables read when a connection opens (the user's companies). */
  readTables: readonly ITable[];
}

/**
 * The 'eventoBack' channel (core-platform §7): an API Gateway WebSocket API whose $connect, $disconnect and
 * $default routes go to one Lambda (lambdas/realtime/handler.ts). The handler verifies the id token (handshake subprotocol)
 * itself on $connect and stores the connection. `callbackUrl` is the management endpoint pushers post to.
 */
export class Realtime extends Construct {
  readonly api: apigwv2.WebSocketApi;
  readonly stage: apigwv2.WebSocketStage;
  readonly handler: PlatformFunction;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    this.api = new apigwv2.WebSocketApi(this, 'Api', { apiName: 'radar-cesiones-realtime' });
    this.stage = new apigwv2.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: 'prod',
      autoDeploy: true,
    });
    this.handler = new PlatformFunction(this, 'Handler', {
      source: props.source,
      entry: LAMBDA_ENTRIES.realtime,
      description: 'eventoBack WebSocket: connect, disconnect, ping',
    });
    props.connections.grantReadWriteData(this.handler);
    for (const table of props.readTables) table.grantReadData(this.handler);

    for (const routeKey of ['$connect', '$disconnect', '$default']) {
      this.api.addRoute(routeKey, {
        integration: new WebSocketLambdaIntegration(`${routeKey.slice(1)}Integration`, this.handler),
        // $default answers the client's ping with the Lambda's body.
        returnResponse: routeKey === '$default',
      });
    }
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
