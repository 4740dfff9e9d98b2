import { PERMISSION_FLAGS } from '@domain/permissions';

/**
 * The custom attributes of the Cognito user pool, each stored as `custom:<name>`:
 * the company the user belongs to and its profile, then the permission flags of core-platform §3 as
 * '1'/'0' strings (a copy for the web app's menu and the source of the backfill; the server grants only from the
 * userCompanies rows). Read by the pool definitions (infra, local cognito) so both declare the same schema.
 */
export const CUSTOM_ATTRIBUTES = [
  'rutCesionario',
  'rznSocCesionario',
  'userType',
  'registerType',
  'context',
  ...PERMISSION_FLAGS,
] as const;

export type CustomAttributeName = (typeof CUSTOM_ATTRIBUTES)[number];
