import { queryAll } from './query-all';
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** A company a user may act for besides custom:rutCesionario (core-platform §3 "Empresa"). */
export interface UserCompanyRecord {
  username: string;
  /** normalised RUT 'NNNNNNNN-D' */
  rutEmpresa: string;
  razonSocial: string;
}

/** GSI of the userCompanies table by company (pk rutEmpresa, sk username); its definition is in tables.ts. */
export const USER_COMPANIES_BY_EMPRESA_INDEX = 'byEmpresa';

/** The userCompanies table (pk username, sk rutEmpresa, GSI byEmpresa; lambdas/store/tables.ts). */
export class UserCompanyRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /** The companies of one user, ordered by rutEmpresa; empty when none. */
  async listForUser(username: string): Promise<UserCompanyRecord[]> {
    return queryAll<UserCompanyRecord>(this.doc, {
      TableName: this.tableName,
      KeyConditionExpression: 'username = :u',
      ExpressionAttributeValues: { ':u': username },
    });
  }

  /**
   * The usernames granted one company (GSI byEmpresa), ordered by username; empty when none.
   * @param rutEmpresa normalised RUT 'NNNNNNNN-D', as the rows store it.
   */
  async listUsernamesForCompany(rutEmpresa: string): Promise<string[]> {
    const items = await queryAll(this.doc, {
      TableName: this.tableName,
      IndexName: USER_COMPANIES_BY_EMPRESA_INDEX,
      KeyConditionExpression: 'rutEmpresa = :r',
      ExpressionAttributeValues: { ':r': rutEmpresa },
      ProjectionExpression: 'username',
    });
    return items.map((item) => String(item.username));
  }

  /** Grants (or renames) one company to a user. */
  async put(company: UserCompanyRecord): Promise<void> {
    const item: UserCompanyRecord = {
      username: company.username,
      rutEmpresa: company.rutEmpresa,
      razonSocial: company.razonSocial,
    };
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: item }));
  }
}
