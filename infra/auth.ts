import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  StringAttribute,
  UserPool,
  UserPoolClient,
  type ICustomAttribute,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { CUSTOM_ATTRIBUTES } from '../lambdas/platform/user-attributes';

/**
 * The Cognito user pool the staff signs in to with their e-mail, with the custom attributes of
 * lambdas/platform/user-attributes.ts (mutable strings; flags '1'/'0'), and the web app's client (SRP and password
 * auth, no secret, no OAuth). Accounts are created by administrators ('Crear cuenta'), never by self sign-up.
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
      // core-platform §9: password minimum 6.
      passwordPolicy: {
        minLength: 6,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      disableOAuth: true,
      authFlows: { userSrp: true, userPassword: true },
      // Users must never write their own company or permission flags: only administrators set custom attributes.
      writeAttributes: new ClientAttributes().withStandardAttributes({ fullname: true }),
      preventUserExistenceErrors: true,
    });
  }
}
