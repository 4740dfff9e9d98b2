import { randomUUID } from 'node:crypto';
import type { EventBridgeEvent } from 'aws-lambda';

/** The EventBridge "Scheduled Event" the refresh Lambda receives on AWS. */
export type ScheduledEvent = EventBridgeEvent<'Scheduled Event', Record<string, never>>;

export interface LocalScheduler {
  /** Resolves when the run started at boot has finished (successfully or not). */
  firstRun: Promise<void>;
  stop(): void;
}

/**
 * The EventBridge schedule on one machine: calls the handler once at start and then every
 * `intervalMs` (20 minutes in the stack, infra/jobs.ts), never two runs at once; a failed run is
 * logged and the next one still happens.
 */
export function startLocalScheduler(
  handler: (event: ScheduledEvent) => Promise<unknown>,
  intervalMs: number,
  log: (message: string) => void,
): LocalScheduler {
  let running: Promise<void> | null = null;
  const tick = (): Promise<void> => {
    if (running) return running;
    const event: ScheduledEvent = {
      version: '0',
      id: randomUUID(),
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      account: 'local',
      time: new Date().toISOString(),
      region: 'local',
      resources: ['local-refresh-schedule'],
      detail: {},
    };
    running = handler(event)
      .then(() => undefined)
      .catch((error: unknown) => log(`refresh failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const firstRun = tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return { firstRun, stop: () => clearInterval(timer) };
}
