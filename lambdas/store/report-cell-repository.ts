import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ReportCellGroup } from '@domain/reportes/report-cell';
import type { FactoringScope } from '../platform/factoring-scope';
import { batchGetAll } from './batch-get';
import { batchWrite } from './batch-write';
import { BuildMarkedStore, putOrDelete } from './build-mark';
import { queryAll } from './query-all';

/** 'reporte#{mes}#{rut cedente}#{rut deudor}': a factoring's groups sort by month. */
const GROUP = 'reporte#';
const META = 'reporte-meta';
/**
 * Version of the cells' keys (domain/reportes/report-cell.ts reportCellKey): a build made under another (or none)
 * counts as never made, so the next refresh clears it and builds it whole under the current keys.
 */
const LAYOUT = 1;

const groupKey = (id: string) => `${GROUP}${id}`;
type StoredGroup = ReportCellGroup & { rutFactoring: string; sk: string };
const withoutKeys = ({ rutFactoring: _f, sk: _sk, ...group }: StoredGroup): ReportCellGroup => group;

/**
 * The cells of 'Reportes' (domain/reportes/report-cell.ts), one item per factoring, month, cedente and debtor, beside
 * 'Cartera' in its table (`carteras`, lambdas/store/tables.ts) under their own keys. One item per debtor too, not per
 * month and cedente: its cells then stay far below DynamoDB's 400 KB item limit whatever a cedente cedes. The refresh
 * is their only writer (one refresh per factoring at a time, under the job lease); reads are Queries of one partition
 * or BatchGets, never Scans.
 */
export class ReportCellRepository extends BuildMarkedStore {
  constructor(doc: DynamoDBDocumentClient, tableName: string) {
    super(doc, tableName, META, LAYOUT);
  }

  /**
   * The groups of the months `desde` to `hasta` ('yyyy-MM', both included), by month then cedente and debtor RUT
   * (one paged Query).
   */
  async groups({ rutFactoring }: FactoringScope, desde: string, hasta: string): Promise<ReportCellGroup[]> {
    const items = await queryAll<StoredGroup>(this.doc, {
      TableName: this.tableName,
      KeyConditionExpression: 'rutFactoring = :f AND sk BETWEEN :desde AND :hasta',
      // '$' sorts right after the '#' that follows the month in every key of `hasta`.
      ExpressionAttributeValues: { ':f': rutFactoring, ':desde': `${GROUP}${desde}`, ':hasta': `${GROUP}${hasta}$` },
    });
    return items.map(withoutKeys);
  }

  /** The stored groups of `ids` (reportGroupId), those that exist, in any order (BatchGet). */
  async groupsById({ rutFactoring }: FactoringScope, ids: Iterable<string>): Promise<ReportCellGroup[]> {
    const keys = [...new Set(ids)].map((id) => ({ rutFactoring, sk: groupKey(id) }));
    const found = await batchGetAll(this.doc, this.tableName, keys);
    return (found as unknown as StoredGroup[]).map(withoutKeys);
  }

  /** Writes the groups of `ids` as they are in `groups`, deleting those no longer in it (BatchWrite). */
  async writeGroups(
    { rutFactoring }: FactoringScope,
    groups: ReadonlyMap<string, ReportCellGroup>,
    ids: Iterable<string>,
  ): Promise<void> {
    await batchWrite(this.doc, this.tableName, putOrDelete(rutFactoring, groups, ids, groupKey));
  }

  /** Deletes every group of the factoring and its build mark (before a full build), nothing of 'Cartera'. */
  async clear({ rutFactoring }: FactoringScope): Promise<void> {
    const keys = await queryAll<{ sk: string }>(this.doc, {
      TableName: this.tableName,
      KeyConditionExpression: 'rutFactoring = :f AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':f': rutFactoring, ':p': 'reporte' },
      ProjectionExpression: 'sk',
    });
    await batchWrite(
      this.doc,
      this.tableName,
      keys.map(({ sk }) => ({ DeleteRequest: { Key: { rutFactoring, sk } } })),
    );
  }
}
