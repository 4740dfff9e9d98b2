import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ShownDocument } from '@domain/period-types';
import type { SiiRole } from '@domain/sii-role';
import type { FactoringScope } from '../platform/factoring-scope';
import { unlessConditionFails } from './condition-failure';

/** A problem met by a refresh run: the SII file (and line or element) it came from, and why. */
export interface RefreshRunError {
  /** SII file name, or the document 'rutEmisor/tipoDTE/folio' when no file was involved. */
  source: string;
  /** 1-based line (TXT) or element index (XML) inside the file, when known. */
  line?: number;
  message: string;
}

/**
 * A row of an SII answer the parser rejected, as the cession screens list it ('N filas del SII no se pudieron
 * leer'): the answer's file name (the SII's own download name), the 1-based line (TXT) or CESION position (XML), the
 * column at fault (null when the row as a whole is wrong) and the reason, in Spanish; the document as the row still
 * shows it (tipo, folio, cedente; null when not shown: domain/period-types.ts ShownDocument, absent in runs stored
 * before it was kept); the role whose answer it was.
 */
export interface RejectedRow extends Partial<ShownDocument> {
  archivo: string;
  linea: number;
  campo: string | null;
  motivo: string;
  role: SiiRole;
}

/** What a refresh run read and wrote. */
export interface RefreshRunCounts {
  /** period answer files read (good or bad) */
  periodFiles: number;
  /** period rows kept: inside the window, parsed and de-duplicated */
  rows: number;
  /** cession items written because they were new or changed */
  written: number;
  /** cession items already stored with the same content */
  unchanged: number;
  /** AEC files obtained from the SII (and stored) */
  aecs: number;
  /** documents whose AEC the SII did not give or that failed to parse */
  aecsMissing: number;
  /** total problems, even when `errors` keeps only the first ones */
  errors: number;
  /** rows of the SII's answers that the parser rejected, even when `rejectedRows` keeps only the first ones */
  rejectedRows: number;
  /** per-document answers asked of the SII this run (the rest were taken from what was stored) */
  requested: { aec: number; events: number; reception: number };
}

/** One refresh of one factoring (refreshRuns table: pk rutFactoring, sk startedAt). */
export interface RefreshRun {
  rutFactoring: string;
  /** ISO instant */
  startedAt: string;
  /** wall time the run took, milliseconds */
  durationMs: number;
  /**
   * 'ok': every answer read; 'partial': some answer or row could not be used (named in `errors`), everything else
   * stored and nothing good replaced; 'failed': the run could not talk to the SII or its stores (nothing written).
   */
  status: 'ok' | 'partial' | 'failed';
  /** 'yyyy-MM-dd' first day of the window */
  desde: string;
  /** 'yyyy-MM-dd' last day of the window */
  hasta: string;
  counts: RefreshRunCounts;
  errors: RefreshRunError[];
  /** The rejected rows of the SII's period answers (at most 500; `counts.rejectedRows` has the total). */
  rejectedRows: RejectedRow[];
}

/**
 * How far a factoring's first refresh has come: DTEs whose answers are built out of the DTEs its period answers
 * listed (null while the period answers are still being read).
 */
export interface RefreshProgress {
  documentos: number;
  total: number | null;
}

/** How many runs are read per page while looking back for the last successful one. */
const LOOKBACK_PAGE = 25;

/**
 * The refreshRuns table (lambdas/store/tables.ts): the history of refresh runs per factoring. Reads take the verified
 * scope of the factoring whose runs they return.
 */
export class RefreshRunRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /** Stores one run (a second record with the same rutFactoring and startedAt replaces the first). */
  async record(run: RefreshRun): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: run }));
  }

  /**
   * Records the progress of the run started at `startedAt` under that run's own key, so the run's record replaces it
   * when the run ends; a progress written after that record is dropped (the record has a status). `now` stamps it.
   * @throws the store's error.
   */
  async recordProgress(
    { rutFactoring }: FactoringScope,
    startedAt: string,
    progreso: RefreshProgress,
    now: Date,
  ): Promise<void> {
    await unlessConditionFails(
      this.doc.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { rutFactoring, startedAt, progreso, actualizadoEn: now.toISOString() },
          ConditionExpression: 'attribute_not_exists(#status)',
          ExpressionAttributeNames: { '#status': 'status' },
        }),
      ),
    );
  }

  /**
   * The progress of the factoring's run in flight: the latest item when it is a progress (no run recorded under its
   * key yet) written at `since` or later, else null (no run in flight, or one that died without recording itself).
   */
  async progressSince({ rutFactoring }: FactoringScope, since: Date): Promise<RefreshProgress | null> {
    const page = await this.doc.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'rutFactoring = :r',
        ExpressionAttributeValues: { ':r': rutFactoring },
        ScanIndexForward: false,
        Limit: 1,
      }),
    );
    const item = page.Items?.[0];
    if (!item || item.status !== undefined || typeof item.actualizadoEn !== 'string') return null;
    return Date.parse(item.actualizadoEn) >= since.getTime() ? (item.progreso as RefreshProgress) : null;
  }

  /** The factoring's latest recorded run, whatever its status (a run in flight is not one), or null when none is. */
  async latest(scope: FactoringScope): Promise<RefreshRun | null> {
    return (await this.latestWhere(scope, 'attribute_exists(#status)', {})) as RefreshRun | null;
  }

  /**
   * ISO instant (startedAt) of the latest run of the factoring that read the SII (status 'ok' or 'partial': a
   * partial run stored everything it could read), or null when none did.
   */
  async lastSuccess(scope: FactoringScope): Promise<string | null> {
    const found = await this.latestRead(scope, 'startedAt');
    return found ? (found.startedAt as string) : null;
  }

  /**
   * The rows of the SII's period answers that the parser rejected in the latest run that read the SII (see
   * {@link lastSuccess}): the kept rows (at most 500) and their total; none when no run read the SII yet.
   */
  async latestRejectedRows(
    scope: FactoringScope,
  ): Promise<{ total: number; rows: RejectedRow[]; startedAt: string | null }> {
    const found = await this.latestRead(scope, 'startedAt, rejectedRows, counts');
    if (!found) return { total: 0, rows: [], startedAt: null };
    const rows = (found.rejectedRows as RejectedRow[] | undefined) ?? [];
    const total = (found.counts as Partial<RefreshRunCounts> | undefined)?.rejectedRows ?? rows.length;
    return { total, rows, startedAt: found.startedAt as string };
  }

  /** The latest run with status 'ok' or 'partial', projected. */
  private async latestRead(scope: FactoringScope, projection: string): Promise<Record<string, unknown> | null> {
    return this.latestWhere(scope, '#status IN (:ok, :partial)', { ':ok': 'ok', ':partial': 'partial' }, projection);
  }

  /** The latest item passing `filter` (on '#status'), newest first in pages of 25, stopping at the first. */
  private async latestWhere(
    { rutFactoring }: FactoringScope,
    filter: string,
    values: Record<string, string>,
    projection?: string,
  ): Promise<Record<string, unknown> | null> {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: 'rutFactoring = :r',
          FilterExpression: filter,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':r': rutFactoring, ...values },
          ProjectionExpression: projection,
          ScanIndexForward: false,
          Limit: LOOKBACK_PAGE,
          ExclusiveStartKey: startKey,
        }),
      );
      const found = page.Items?.[0];
      if (found) return found;
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return null;
  }
}
