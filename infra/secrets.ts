import { RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';

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
    for (const fn of functions) {
      fn.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['kms:Decrypt'],
          resources: [this.key.keyArn],
          conditions: { StringLike: { 'kms:EncryptionContext:sk': 'suscripcion#*' } },
        }),
      );
    }
  }

  /** Lets the functions seal credentials (kms:GenerateDataKey: a data key and its encrypted copy), never open them. */
  allowSealing(...functions: IGrantable[]): void {
    for (const fn of functions) this.key.grant(fn, 'kms:GenerateDataKey');
  }
}
