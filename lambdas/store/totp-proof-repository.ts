import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './condition-failure';

/**
 * What the server knows of each user's authenticator app (TOTP) and of each session that proved a code, kept in the
 * `leases` table (lambdas/store/tables.ts: pk `lease`, `expiresAt` epoch seconds, its TTL attribute) under names of
 * their own: 'totp-alta#{username}' holds `enrolledAt` (epoch seconds, no expiry), 'totp-sesion#{sessionId}' the
 * `username` whose session proved a code, until `expiresAt`. Each operation is one single-item write or read (dynalite
 * has no transactions).
 */
export class TotpProofRepository {
  constructor(
    private readonly doc: Pick<DynamoDBDocumentClient, 'send'>,
    private readonly tableName: string,
  ) {}

  /** When the server last saw `username` enrol its app, epoch seconds; null when never. @throws the store's error. */
  async enrolledAt(username: string): Promise<number | null> {
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { lease: enrolment(username) } }));
    return typeof out.Item?.enrolledAt === 'number' ? out.Item.enrolledAt : null;
  }

  /** Records that `username` enrolled (or enrolled again) at `atSeconds`. @throws the store's error. */
  async recordEnrolment(username: string, atSeconds: number): Promise<void> {
    await this.doc.send(
      new PutCommand({ TableName: this.tableName, Item: { lease: enrolment(username), enrolledAt: atSeconds } }),
    );
  }

  /**
   * Records `atSeconds` as the enrolment of `username` unless one is recorded (one conditional put).
   * @returns the recorded enrolment: `atSeconds`, or the earlier one. @throws the store's error.
   */
  async enrolmentSeenAt(username: string, atSeconds: number): Promise<number> {
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { lease: enrolment(username), enrolledAt: atSeconds },
          ConditionExpression: 'attribute_not_exists(#lease)',
          ExpressionAttributeNames: { '#lease': 'lease' },
        }),
      );
      return atSeconds;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    return (await this.enrolledAt(username)) ?? atSeconds;
  }

  /** Records that session `sessionId` of `username` proved a code, until `expiresAt`. @throws the store's error. */
  async recordSessionProof(sessionId: string, username: string, expiresAt: number): Promise<void> {
    await this.doc.send(
      new PutCommand({ TableName: this.tableName, Item: { lease: sessionProof(sessionId), username, expiresAt } }),
    );
  }

  /**
   * Whether session `sessionId` of `username` proved a code and the proof has not expired at `nowSeconds`.
   * @throws the store's error.
   */
  async hasSessionProof(sessionId: string, username: string, nowSeconds: number): Promise<boolean> {
    const out = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { lease: sessionProof(sessionId) } }),
    );
    return out.Item?.username === username && typeof out.Item.expiresAt === 'number' && out.Item.expiresAt > nowSeconds;
  }
}

const enrolment = (username: string) => `totp-alta#${username}`;
const sessionProof = (sessionId: string) => `totp-sesion#${sessionId}`;
