import type { ScheduledEvent } from 'aws-lambda';
import { systemScope } from '../access/system-scope';
import { readServerConfig, type ServerConfig } from '../platform/config';
import type { FactoringScope } from '../platform/factoring-scope';
import { logger, observedHandler } from '../platform/observability';
import type { FactoringRecord } from '../store/factoring-repository';
import { noMailsYet, type MailRunCounts } from '../mail/mail-run-counts';

/**
 * One run of a scheduled e-mail over every factoring: `send` for each one under a systemScope, since the job acts for
 * the factorings of its own table with no user.
 * @returns the counts of all factorings added up.
 * @throws the stores' or `send`'s error (what `send` already sent is not sent again on the next run).
 */
export async function mailRunOverFactorings(
  factorings: { list(): Promise<FactoringRecord[]> },
  send: (scope: FactoringScope, factoring: FactoringRecord) => Promise<MailRunCounts>,
): Promise<MailRunCounts> {
  const counts = noMailsYet();
  for (const factoring of await factorings.list()) {
    const sent = await send(systemScope(factoring.rut), factoring);
    counts.enviados += sent.enviados;
    counts.repetidos += sent.repetidos;
    counts.fallidos += sent.fallidos;
  }
  return counts;
}

/**
 * The Lambda entry of a scheduled e-mail (an EventBridge rule): builds its dependencies on the first invocation from
 * the server config (reused while the container lives), runs it stamped with the event's time (now without one) and
 * logs its counts under `name`; with the request id, cold start and metrics flush of observedHandler.
 * @throws ZodError for a missing or malformed configuration; the run's error (Lambda retries).
 */
export function scheduledMailHandler<D>(
  name: string,
  build: (config: ServerConfig) => D,
  run: (deps: D, now: Date) => Promise<MailRunCounts>,
) {
  let deps: D | undefined;
  return observedHandler(async (event: Partial<Pick<ScheduledEvent, 'time'>> = {}) => {
    deps ??= build(readServerConfig(process.env));
    const now = event.time ? new Date(event.time) : new Date();
    const counts = await run(deps, now);
    logger.info(name, { now: now.toISOString(), ...counts });
    return counts;
  });
}
