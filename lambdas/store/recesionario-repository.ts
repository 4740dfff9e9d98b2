import { queryAll } from './query-all';
import { DeleteCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Recesionario, RecesionarioFields } from '@domain/recesionario';
import type { FactoringScope } from '../platform/factoring-scope';
import { isConditionFailure } from './condition-failure';

/** A stored item: the recessionary's fields under its factoring. */
interface RecesionarioItem extends RecesionarioFields {
  rutFactoring: string;
}

/**
 * The `recesionarios` table (lambdas/store/tables.ts: pk rutFactoring, sk rut): the recessionaries each factoring
 * keeps on 'Re-Cesionarios' (core-platform §2, §3 "Factoring / recessionary"). Writes are conditional single-item
 * writes, so a second creation of a RUT or the edition of a deleted one changes nothing and says so.
 * RUTs are expected normalised ('NNNNNNNN-D', domain/recesionario.ts normalizeRecesionario).
 */
export class RecesionarioRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /**
   * Every recessionary of a factoring: one paginated Query of its partition, in RUT order.
   * @returns them with `empresa` = the scope's factoring; [] when it has none.
   */
  async list({ rutFactoring }: FactoringScope): Promise<Recesionario[]> {
    const items = await queryAll<RecesionarioItem>(this.doc, {
      TableName: this.tableName,
      KeyConditionExpression: 'rutFactoring = :rut',
      ExpressionAttributeValues: { ':rut': rutFactoring },
    });
    return items.map((item) => ({
      rut: item.rut,
      razonSocial: item.razonSocial,
      direccion: item.direccion,
      email: item.email,
      empresa: rutFactoring,
    }));
  }

  /**
   * Stores a new recessionary of the scope's factoring.
   * @returns false, storing nothing, when that factoring already has this RUT.
   */
  async create(scope: FactoringScope, recesionario: RecesionarioFields): Promise<boolean> {
    return this.put(scope, recesionario, 'attribute_not_exists(rut)');
  }

  /**
   * Replaces the razón social, dirección and e-mail of an existing recessionary (its RUT is the key and never changes).
   * @returns false, storing nothing, when the scope's factoring does not have this RUT.
   */
  async update(scope: FactoringScope, recesionario: RecesionarioFields): Promise<boolean> {
    return this.put(scope, recesionario, 'attribute_exists(rut)');
  }

  /**
   * Deletes one recessionary of the scope's factoring.
   * @returns false when the factoring did not have this RUT.
   */
  async delete({ rutFactoring }: FactoringScope, rut: string): Promise<boolean> {
    try {
      await this.doc.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: { rutFactoring, rut },
          ConditionExpression: 'attribute_exists(rut)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  private async put(
    { rutFactoring }: FactoringScope,
    { rut, razonSocial, direccion, email }: RecesionarioFields,
    condition: string,
  ): Promise<boolean> {
    const item: RecesionarioItem = { rutFactoring, rut, razonSocial, direccion, email };
    try {
      await this.doc.send(new PutCommand({ TableName: this.tableName, Item: item, ConditionExpression: condition }));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
