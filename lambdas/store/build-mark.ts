import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { FactoringScope } from '../platform/factoring-scope';
import type { WriteRequest } from './batch-write';

/**
 * The mark of a factoring's aggregates the refresh builds whole once and then keeps (Cartera's, the report cells): one
 * item '{sk}' in the factoring's partition with the build's instant and the layout version of the keys it was built
 * under. A build under another layout (or none) reads as never made, so the next refresh builds it whole again.
 */
export class BuildMark {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly sk: string,
    private readonly layout: number,
  ) {}

  /** When the factoring's build was made (ISO), or null when it never was (or under another layout). */
  async builtAt({ rutFactoring }: FactoringScope): Promise<string | null> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { rutFactoring, sk: this.sk } }),
    );
    return Item?.layout === this.layout ? ((Item.builtAt as string | undefined) ?? null) : null;
  }

  /** Records the factoring's build as made at `builtAt` (ISO) under the current layout. */
  async mark({ rutFactoring }: FactoringScope, builtAt: string): Promise<void> {
    await this.doc.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { rutFactoring, sk: this.sk, builtAt, layout: this.layout },
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
