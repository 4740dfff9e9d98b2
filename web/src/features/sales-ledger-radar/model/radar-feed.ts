import type { InvoiceChange } from '@domain/invoice-changes/invoice-change';
import type { InvoiceChangesPage } from '../api/get-invoice-changes';

/**
 * What the sales-ledger radar holds (client-radar.md §4 'Sales ledger radar polling'): the rows shown (newest first),
 * the rows a poll brought and the banner holds until 'Ver ahora', the id the next poll asks after, the instant of the
 * last answer ('Última consulta'), the last poll's failure, the debtors beyond a Cartera limit as the last answer
 * named them, and whether the load left older records out (masAntiguos: the rows are the latest only).
 */
export interface RadarFeed {
  rows: InvoiceChange[];
  pending: InvoiceChange[];
  lastId: number | null;
  lastQuery: Date | null;
  pollError: string | null;
  deudoresFueraDeLimites: ReadonlySet<string>;
  masAntiguos: boolean;
}

export type RadarFeedEvent =
  | { type: 'loaded'; page: InvoiceChangesPage; at: Date }
  | { type: 'polled'; page: InvoiceChangesPage; at: Date }
  | { type: 'poll-failed'; message: string }
  | { type: 'show-pending' };

/** The feed before its first answer. */
export const EMPTY_FEED: RadarFeed = {
  rows: [],
  pending: [],
  lastId: null,
  lastQuery: null,
  pollError: null,
  deudoresFueraDeLimites: new Set(),
  masAntiguos: false,
};

/**
 * The next feed: a (re)load replaces everything; a poll holds its rows that are neither shown nor held yet behind
 * the banner (newest first), moves the last id on and takes the debtors beyond limits it names; a failed poll keeps
 * everything and notes its message, until a poll succeeds; 'Ver ahora' merges the held rows on top of the shown ones.
 */
export function nextFeed(feed: RadarFeed, event: RadarFeedEvent): RadarFeed {
  switch (event.type) {
    case 'loaded':
      return {
        ...EMPTY_FEED,
        rows: event.page.data,
        lastId: event.page.lastId,
        lastQuery: event.at,
        deudoresFueraDeLimites: new Set(event.page.deudoresFueraDeLimites),
        masAntiguos: event.page.masAntiguos,
      };
    case 'polled': {
      const known = new Set([...feed.rows, ...feed.pending].map((row) => row.id));
      const fresh = event.page.data.filter((row) => !known.has(row.id));
      return {
        ...feed,
        pending: [...fresh, ...feed.pending].sort((a, b) => b.id - a.id),
        lastId: Math.max(feed.lastId ?? 0, event.page.lastId ?? 0) || feed.lastId,
        lastQuery: event.at,
        pollError: null,
        deudoresFueraDeLimites: new Set(event.page.deudoresFueraDeLimites),
      };
    }
    case 'poll-failed':
      return { ...feed, pollError: event.message };
    case 'show-pending':
      return { ...feed, rows: [...feed.pending, ...feed.rows], pending: [] };
  }
}
