import { grantedFlags, noFlags } from '@domain/accounts/permission-editor';
import { LATER_FLAGS, PERMISSION_FLAGS, type PermissionFlag, type PermissionFlags } from '@domain/permissions';
import { queryAll } from './query-all';
import { DeleteCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * A company (factoring) a user may act for, its own included, and the permission flags the user holds in it
 * (core-platform §3 "Empresa", "User account and permissions"; flags are per user and factoring).
 */
export interface UserCompanyRecord {
  username: string;
  /** normalised RUT 'NNNNNNNN-D' */
  rutEmpresa: string;
  razonSocial: string;
  flags: PermissionFlags;
}

/** GSI of the userCompanies table by company (pk rutEmpresa, sk username); its definition is in tables.ts. */
export const USER_COMPANIES_BY_EMPRESA_INDEX = 'byEmpresa';

/**
 * An item as stored: the flags as the list of granted names ('granted' absent on rows written before flags), and the
 * flags the row has a value for ('known': every flag of its writer; absent on rows written before it was kept).
 */
interface StoredRow {
  username: string;
  rutEmpresa: string;
  razonSocial: string;
  granted?: string[];
  known?: string[];
}

/** A row with flags and the flags of LATER_FLAGS it has no value for, because it was written before them. */
export interface UndecidedRow {
  record: UserCompanyRecord;
  undecided: PermissionFlag[];
}

/**
 * The userCompanies table (pk username, sk rutEmpresa, GSI byEmpresa; lambdas/store/tables.ts): the memberships and
 * powers the server reads on each request (lambdas/access/identity.ts), so removing a row or a flag takes effect
 * without a new token.
 */
export class UserCompanyRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /**
   * The companies of one user with its flags in each, ordered by rutEmpresa; empty when none. A row stored without
   * flags grants none.
   */
  async listForUser(username: string): Promise<UserCompanyRecord[]> {
    return (await this.storedRows(username)).map(toRecord);
  }

  /**
   * The rows stored without flags of one user (written before flags were kept per factoring), for the backfill that
   * gives them flags (lambdas/jobs/membership-backfill.ts).
   */
  async listWithoutFlags(username: string): Promise<Omit<UserCompanyRecord, 'flags'>[]> {
    return (await this.storedRows(username))
      .filter((row) => row.granted === undefined)
      .map(({ username: user, rutEmpresa, razonSocial }) => ({ username: user, rutEmpresa, razonSocial }));
  }

  /**
   * The rows with flags of one user that have no value for some flag of LATER_FLAGS (domain/permissions.ts), for the
   * backfill that decides them: a row written before 'known' was kept had a value for a later flag only if granted.
   */
  async listUndecided(username: string): Promise<UndecidedRow[]> {
    return (await this.storedRows(username)).flatMap((row) => {
      if (row.granted === undefined) return [];
      const known = new Set(row.known ?? row.granted);
      const undecided = (Object.keys(LATER_FLAGS) as PermissionFlag[]).filter((flag) => !known.has(flag));
      return undecided.length > 0 ? [{ record: toRecord(row), undecided }] : [];
    });
  }

  /**
   * The rows of one company (GSI byEmpresa, which projects every attribute): its users and their flags in it, ordered
   * by username; empty when none.
   * @param rutEmpresa normalised RUT 'NNNNNNNN-D', as the rows store it.
   */
  async listForCompany(rutEmpresa: string): Promise<UserCompanyRecord[]> {
    const rows = await queryAll<StoredRow>(this.doc, {
      TableName: this.tableName,
      IndexName: USER_COMPANIES_BY_EMPRESA_INDEX,
      KeyConditionExpression: 'rutEmpresa = :r',
      ExpressionAttributeValues: { ':r': rutEmpresa },
    });
    return rows.map(toRecord);
  }

  /**
   * Grants one company to a user with these flags, replacing its row (name and flags) when it has one; the row then has
   * a value for every flag.
   */
  async put(company: UserCompanyRecord): Promise<void> {
    const item: StoredRow = {
      username: company.username,
      rutEmpresa: company.rutEmpresa,
      razonSocial: company.razonSocial,
      granted: grantedFlags(company.flags),
      known: [...PERMISSION_FLAGS],
    };
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: item }));
  }

  /** Takes one company away from a user (nothing happens when it had none). */
  async delete(username: string, rutEmpresa: string): Promise<void> {
    await this.doc.send(new DeleteCommand({ TableName: this.tableName, Key: { username, rutEmpresa } }));
  }

  private async storedRows(username: string): Promise<StoredRow[]> {
    return queryAll<StoredRow>(this.doc, {
      TableName: this.tableName,
      KeyConditionExpression: 'username = :u',
      ExpressionAttributeValues: { ':u': username },
    });
  }

  /** Takes every company away from a user (its account is being deleted). */
  async deleteForUser(username: string): Promise<void> {
    for (const row of await this.listForUser(username)) await this.delete(username, row.rutEmpresa);
  }
}

function toRecord(row: StoredRow): UserCompanyRecord {
  const flags = noFlags();
  for (const name of row.granted ?? [])
    if ((PERMISSION_FLAGS as readonly string[]).includes(name)) flags[name as PermissionFlag] = true;
  return { username: row.username, rutEmpresa: row.rutEmpresa, razonSocial: row.razonSocial, flags };
}
