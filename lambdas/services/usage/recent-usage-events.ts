import type { UsageEvent } from '@domain/analytics/usage-event';
import { logger } from '../../platform/observability';

/** A usage event as it arrived, with the instant (ISO 8601) the server received it. */
export interface ReceivedUsageEvent extends UsageEvent {
  at: string;
}

/** How many events the process keeps for the administrator's reading. */
const RECENT_USAGE_EVENTS = 200;

/**
 * The server side of the analytics port where CloudWatch RUM is not configured (local mode): each usage event
 * (domain/analytics/usage-event.ts, which carries no personal data) goes to the log as one line, 'Evento de uso', and
 * the last {@link RECENT_USAGE_EVENTS} stay in this process for GET /api/eventos-uso. Locally the REST host is one
 * process, so the list is the platform's; on AWS each container keeps its own and the log is the record.
 */
export class RecentUsageEvents {
  private readonly events: ReceivedUsageEvent[] = [];

  /** Logs the event and keeps it, dropping the oldest past the limit. */
  record(event: UsageEvent, now: Date): void {
    const received = { ...event, at: now.toISOString() };
    logger.info('Evento de uso', { evento: received });
    this.events.push(received);
    if (this.events.length > RECENT_USAGE_EVENTS) this.events.shift();
  }

  /** The kept events, newest first. */
  list(): ReceivedUsageEvent[] {
    return [...this.events].reverse();
  }
}
