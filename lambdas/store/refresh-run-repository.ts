import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** A problem met by a refresh run: the SII file (and line or element) it came from, and why. */
export interface RefreshRunError {
  /** SII file name, or the document 'rutEmisor/tipoDTE/folio' when no file was involved. */
  source: string;
  /** 1-based line (TXT) or element index (XML) inside the file, when known. */
  line?: number;
  message: string;
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
}

/** One refresh of one factoring (refreshRuns table: pk rutFactoring, sk startedAt). */
export interface RefreshRun {
  rutFactoring: string;
  /** ISO instant */
  startedAt: string;
  /** wall time the run took, milliseconds */
  durationMs: number;
  status: 'ok' | 'failed';
  /** 'yyyy-MM-dd' first day of the window */
  desde: string;
  /** 'yyyy-MM-dd' last day of the window */
  hasta: string;
  counts: RefreshRunCounts;
  errors: RefreshRunError[];
}

/** How many runs are read per page while looking back for the last successful one. */
const LOOKBACK_PAGE = 25;

/** The refreshRuns table (lambdas/store/tables.ts): the history of refresh runs per factoring. */
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
   * ISO instant (startedAt) of the latest run of the factoring with status 'ok', or null when none
   * succeeded. Reads newest first (descending Query, pages of 25), so it stops at the first success.
   */
  async lastSuccess(rutFactoring: string): Promise<string | null> {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: 'rutFactoring = :r',
          FilterExpression: '#status = :ok',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':r': rutFactoring, ':ok': 'ok' },
          ProjectionExpression: 'startedAt',
          ScanIndexForward: false,
          Limit: LOOKBACK_PAGE,
          ExclusiveStartKey: startKey,
        }),
      );
      const found = page.Items?.[0];
      if (found) return found.startedAt as string;
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return null;
  }
}
