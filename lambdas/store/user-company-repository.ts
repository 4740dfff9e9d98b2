import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** A company a user may act for besides custom:rutCesionario (core-platform §3 "Empresa"). */
export interface UserCompanyRecord {
  username: string;
  /** normalised RUT 'NNNNNNNN-D' */
  rutEmpresa: string;
  razonSocial: string;
}

/** The userCompanies table (pk username, sk rutEmpresa, lambdas/store/tables.ts). */
export class UserCompanyRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /** The companies of one user, ordered by rutEmpresa; empty when none. */
  async listForUser(username: string): Promise<UserCompanyRecord[]> {
    const companies: UserCompanyRecord[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: 'username = :u',
          ExpressionAttributeValues: { ':u': username },
          ExclusiveStartKey: startKey,
        }),
      );
      companies.push(...((page.Items ?? []) as UserCompanyRecord[]));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return companies;
  }

  /** Grants (or renames) one company to a user. */
  async put(company: UserCompanyRecord): Promise<void> {
    const item: UserCompanyRecord = { username: company.username, rutEmpresa: company.rutEmpresa, razonSocial: company.razonSocial };
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: item }));
  }
}
