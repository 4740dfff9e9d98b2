import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildPlatform } from './platform-template';

/** The custom attributes core-platform §3 requires. */
const CUSTOM_ATTRIBUTES = [
  'rutCesionario',
  'rznSocCesionario',
  'userType',
  'registerType',
  'context',
  'notificaAceptacion',
  'notificaAnulacion',
  'notificaCesion',
  'notificaRechazo',
  'carteraEjecutivos',
  'radarClientes',
  'radarVentas',
  'radarJudicial',
  'registrarCliente',
  'cesionMasiva',
  'consultaPrevia',
  'cuentas',
  'devolverCesion',
  'cesionesCedidas',
  'cederPorGrilla',
  'notificaciones',
  'herramientas',
  'cesionesAdquiridas',
  'cesionesAdeudadas',
  'cliente',
  'deudor',
  'firmaDigital',
  'reportes',
];

describe('Auth', () => {
  const { template } = buildPlatform();

  it('creates one user pool with e-mail sign-in and no self sign-up', () => {
    template.resourceCountIs('AWS::Cognito::UserPool', 1);
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    });
  });

  it('declares every custom attribute as a mutable string', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Schema: Match.arrayWith(
        CUSTOM_ATTRIBUTES.map((name) => Match.objectLike({ Name: name, AttributeDataType: 'String', Mutable: true })),
      ),
    });
  });

  it('gives the web app a client without secret that allows SRP sign-in only (no plain password), and no OAuth', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      AllowedOAuthFlows: Match.absent(),
      CallbackURLs: Match.absent(),
    });
    const [client] = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
    expect(client?.Properties.ExplicitAuthFlows).toContain('ALLOW_USER_SRP_AUTH');
    expect(client?.Properties.ExplicitAuthFlows).not.toContain('ALLOW_USER_PASSWORD_AUTH');
  });

  it('never lets users write their own company or permission flags', () => {
    const clients = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
    expect(clients).toHaveLength(1);
    const writable = (clients[0] as { Properties: { WriteAttributes?: string[] } }).Properties.WriteAttributes;
    expect(writable).toBeDefined();
    expect(writable?.filter((name) => name.startsWith('custom:'))).toEqual([]);
  });

  it('ends refresh tokens after at most 12 hours, so a session lives no longer than a working day', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      RefreshTokenValidity: 720,
      TokenValidityUnits: Match.objectLike({ RefreshToken: 'minutes' }),
    });
  });
});
