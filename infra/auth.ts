import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  StringAttribute,
  UserPool,
  UserPoolClient,
  type ICustomAttribute,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { PASSWORD_MIN_LENGTH } from '@domain/account/new-password';
import { CUSTOM_ATTRIBUTES } from '@lambdas/access/user-attributes';

/**
 * The Cognito user pool the staff signs in to with their e-mail, with the custom attributes of
 * lambdas/access/user-attributes.ts (mutable strings; flags '1'/'0'), and the web app's client (SRP and password
 * auth, no secret, no OAuth). Accounts are created by administrators ('Crear cuenta'), never by self sign-up.
 * Every user may enrol an authenticator app (TOTP, optional MFA; never SMS); requiring it of users holding the cuentas
 * flag is the app's to enforce, since Cognito's MFA setting is pool-wide. Threat protection (Plus feature plan) runs in
 * full-function mode: compromised credentials and risky sign-ins are blocked, not only logged.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const customAttributes: Record<string, ICustomAttribute> = Object.fromEntries(
      CUSTOM_ATTRIBUTES.map((name) => [name, new StringAttribute({ mutable: true })]),
    );
    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      autoVerify: { email: true },
      selfSignUpEnabled: false,
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      customAttributes,
      // At least PASSWORD_MIN_LENGTH (12, OWASP ASVS level 2) characters, one of them a digit (core-platform §5; the
      // local pool's rule, infra/local/cognito-pool.ts).
      passwordPolicy: {
        minLength: PASSWORD_MIN_LENGTH,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: true,
        requireSymbols: false,
      },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          '12 characters with a digit (OWASP ASVS level 2; core-platform §5) is the minimum the web app and the password generator follow; optional TOTP MFA and threat protection add the rest',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          "MFA is optional pool-wide (TOTP); Cognito cannot require it per permission flag, so requiring it of 'cuentas' users is the app's check",
      },
    );
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      disableOAuth: true,
      // SRP only: the password never leaves the browser (the web signs in with USER_SRP_AUTH, infra/platform-stack.ts);
      // cognito-local, which has no SRP, keeps USER_PASSWORD_AUTH on its own client (infra/local/cognito-pool.ts).
      authFlows: { userSrp: true },
      // Users must never write their own company or permission flags: only administrators set custom attributes.
      writeAttributes: new ClientAttributes().withStandardAttributes({ fullname: true }),
      preventUserExistenceErrors: true,
      // A stolen refresh token works for a working day at most (OWASP ASVS 3.3); the browser also ends idle sessions.
      refreshTokenValidity: Duration.hours(12),
    });
  }
}
