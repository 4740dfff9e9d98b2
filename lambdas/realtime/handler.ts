import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { readServerConfig } from '../platform/config';
import type { RealtimeDeps } from './connections';
import { createRealtimeDeps, realtimeRoute, type WebsocketEvent } from './route';
import { observedHandler } from '../platform/observability';

let deps: RealtimeDeps | undefined;

/**
 * Lambda entry of the WebSocket API: reads the server configuration from the environment once per container (on the
 * first call), builds the dependencies then and routes each event (route.ts).
 * @throws ZodError when the environment lacks configuration; the route's errors otherwise.
 */
async function handle(event: WebsocketEvent): Promise<APIGatewayProxyResultV2> {
  deps ??= createRealtimeDeps(readServerConfig(process.env));
  return realtimeRoute(event, deps);
}

/** The Lambda entry point: {@link handle} with the request id, cold start and metrics flush of observability.ts. */
export const handler = observedHandler(handle);
