import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { FactoringScope } from '../platform/factoring-scope';
import type { WriteRequest } from './batch-write';

/**
 * A store of aggregates the refresh builds whole once per factoring and then keeps (Cartera's, the report cells), with
 * the mark of that build: one item '{markSk}' in the factoring's partition with the build's instant and the layout
 * version of the keys it was built under. A build under another layout (or none) reads as never made, so the next
 * refresh builds it whole again.
 */
export class BuildMarkedStore {
  constructor(
    protected readonly doc: DynamoDBDocumentClient,
    protected readonly tableName: string,
    private readonly markSk: string,
    private readonly layout: number,
  ) {}

  /** When the factoring's aggregates were first built (ISO), or null when they never were (or under another layout). */
  async builtAt({ rutFactoring }: FactoringScope): Promise<string | null> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { rutFactoring, sk: this.markSk } }),
    );
    return Item?.layout === this.layout ? ((Item.builtAt as string | undefined) ?? null) : null;
  }

  /** Records that the aggregates are built (after their first full build), at `builtAt` (ISO). */
  async markBuilt({ rutFactoring }: FactoringScope, builtAt: string): Promise<void> {
    await this.doc.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { rutFactoring, sk: this.markSk, builtAt, layout: this.layout },
      }),
    );
  }
}

/**
 * The BatchWrite requests that store the items of `ids` as `items` holds them in the factoring's partition under
 * `sk(id)`, and delete those absent from it.
 */
export function putOrDelete(
  rutFactoring: string,
  items: ReadonlyMap<string, object>,
  ids: Iterable<string>,
  sk: (id: string) => string,
): WriteRequest[] {
  return [...ids].map((id) => {
    const item = items.get(id);
    return item
      ? { PutRequest: { Item: { rutFactoring, sk: sk(id), ...item } } }
      : { DeleteRequest: { Key: { rutFactoring, sk: sk(id) } } };
  });
}
