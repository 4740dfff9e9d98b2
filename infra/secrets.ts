import { RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import { PARTNER_KEY_CONTEXT } from '@lambdas/public-sources/judicial/partner-settings';

/**
 * The KMS key under which the SII credentials (certificate and password, claves) are sealed by envelope encryption:
 * its id is in every function's configuration (config.secrets.kmsKeyId), yearly rotation,
 * kept when the stack goes (deleting it would make every stored credential unreadable). Only the functions that
 * talk to the SII with those credentials may decrypt; the API functions that seal newly entered credentials may
 * only generate data keys.
 */
export class Secrets extends Construct {
  readonly key: Key;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.key = new Key(this, 'CredentialsKey', {
      description: 'Radar Cesiones: envelope encryption of the SII credentials',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /** Lets the functions open sealed credentials (kms:Decrypt of their data keys). */
  allowOpening(...functions: IGrantable[]): void {
    for (const fn of functions) this.key.grantDecrypt(fn);
  }

  /**
   * Lets the functions open webhook signing secrets only (kms:Decrypt when the encryption context's sk is a webhook
   * subscription's, lambdas/store/webhook-repository.ts), never the SII credentials sealed under the same key.
   */
  allowOpeningWebhookSecrets(...functions: IGrantable[]): void {
    this.allowDecryptWhere({ StringLike: { 'kms:EncryptionContext:sk': 'suscripcion#*' } }, functions);
  }

  /**
   * Lets the functions open the judicial partner's API key only (kms:Decrypt when the encryption context is the key's,
   * lambdas/public-sources/judicial/partner-settings.ts), never the credentials or webhook secrets.
   */
  allowOpeningJudicialPartnerKey(...functions: IGrantable[]): void {
    this.allowDecryptWhere({ StringEquals: { 'kms:EncryptionContext:sk': PARTNER_KEY_CONTEXT.sk } }, functions);
  }

  private allowDecryptWhere(condition: Record<string, Record<string, string>>, functions: IGrantable[]): void {
    for (const fn of functions) {
      fn.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['kms:Decrypt'], resources: [this.key.keyArn], conditions: condition }),
      );
    }
  }

  /** Lets the functions seal credentials (kms:GenerateDataKey: a data key and its encrypted copy), never open them. */
  allowSealing(...functions: IGrantable[]): void {
    for (const fn of functions) this.key.grant(fn, 'kms:GenerateDataKey');
  }
}
