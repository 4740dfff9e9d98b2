import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { FetchError } from 'aws-jwt-verify/error';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { PermissionFlags } from '@domain/permissions';
import { normalizeRut } from '@domain/rut';
import type { ImpersonationAuditRepository } from '../store/impersonation-audit-repository';
import type { UserCompanyRepository } from '../store/user-company-repository';
import type { UserLookup } from './cognito-user-lookup';
import type { ServerConfig } from '../platform/config';
import { AppError, UnauthorizedError } from '../platform/errors';
import { JwksFetcher } from './jwks-fetcher';

/** The sign-in an id token belongs to, as every refresh of it keeps it. */
export interface SignInSession {
  /** `origin_jti` of the token (Cognito keeps it across refreshes); its `jti` when absent (cognito-local). */
  id: string;
  /** `auth_time`: when the user signed in, epoch seconds. */
  startedAt: number;
}

/**
 * Where a session stands with the authenticator app (TOTP): 'verified' when it signed in through the app's code or
 * proved a fresh one since; 'notEnrolled' when the user has no app; 'unproven' when the user has one but this session
 * never proved it (it started before the app was set up, e.g. on another device).
 */
export type TotpSessionStatus = 'verified' | 'notEnrolled' | 'unproven';

/** Tells whether a session of a user of the pool is TOTP-verified (lambdas/access/second-factor.ts). */
export interface SecondFactorCheck {
  /**
   * @param username the `cognito:username` of the user who signed in. @param session the token's sign-in; absent
   *   (a token without auth_time) is never verified.
   */
  sessionStatus(username: string, session: SignInSession | undefined): Promise<TotpSessionStatus>;
}

/**
 * A company (factoring) the user may act for: normalised RUT 'NNNNNNNN-D', razón social and the permission flags the
 * user holds in it (core-platform §3; flags are per user and factoring, read from its userCompanies row).
 */
export interface Company {
  rut: string;
  razonSocial: string;
  flags: PermissionFlags;
}

/**
 * The signed-in user as every API operation sees it: its profile from a verified id token, its companies and the
 * flags it holds in each from the user store (never from token claims, so a revocation needs no new token).
 */
export interface Identity {
  /** `cognito:username` of the token (the key of the userCompanies table). */
  username: string;
  email: string;
  /** `custom:rutCesionario`, normalised; null when the user has none. */
  rutCesionario: string | null;
  /** `custom:rznSocCesionario`, '' when absent. */
  razonSocial: string;
  /** The userCompanies rows, custom:rutCesionario's first; empty when the store holds none. */
  companies: Company[];
  /** `custom:userType` ('admin' may see as another user, lambdas/access/impersonation.ts); absent when not set. */
  userType?: string;
  /**
   * Set when an administrator sees as this user (the 'x-ver-como' header): who really acts. The identity is then the
   * target's, its companies narrowed to those the administrator also holds.
   */
  impersonatedBy?: { username: string; email: string };
  /** `exp` of the verified id token, epoch seconds (absent for identities read from the user pool). */
  tokenExpiresAt?: number;
  /**
   * The sign-in of the verified id token (the administrator's while seeing as someone); absent for identities read
   * from the user pool or a token without auth_time.
   */
  session?: SignInSession;
}

/** Verifies an id token and returns its claims. */
export interface TokenVerifier {
  /** @throws UnauthorizedError for a missing, malformed, tampered, expired, foreign or non-id token. */
  verify(token: string): Promise<JwtPayload>;
}

/**
 * What identity resolution needs: the token verifier and the userCompanies rows (read through
 * lambdas/access/membership-cache.ts on the API); for impersonation also the user pool
 * (to read the target user) and the audit trail (absent: impersonation is refused); for the operations that need a
 * TOTP-verified session, the check of the session's second factor (absent: those operations are refused).
 */
export interface IdentityDeps {
  verifier: TokenVerifier;
  userCompanies: Pick<UserCompanyRepository, 'listForUser'>;
  userLookup?: UserLookup;
  impersonationAudit?: Pick<ImpersonationAuditRepository, 'record'>;
  secondFactor?: SecondFactorCheck;
}

/**
 * Builds the id token verifier of `config.auth` with aws-jwt-verify (`JwtVerifier`, which v5 also exports
 * under its former name `JwtRsaVerifier`): RS256 signature against the JWKS at
 * `jwksUri`, `iss` equal to `issuer`, `aud` equal to the app client id, `exp` in the future and
 * `token_use` 'id' (the profile lives in the id token). The same code verifies Cognito on AWS and cognito-local
 * locally; only the configured issuer differs, so production never trusts cognito-local's issuer.
 * The JWKS is fetched once and cached (re-fetched when a token names an unknown key id).
 * @throws (from verify) UnauthorizedError when the token fails any check; AppError 'Internal' when
 *   the JWKS cannot be downloaded (fails closed).
 */
export function createTokenVerifier(auth: ServerConfig['auth']): TokenVerifier {
  const verifier = JwtVerifier.create(
    {
      issuer: auth.issuer,
      audience: auth.clientId,
      jwksUri: auth.jwksUri,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new Error(`token_use '${String(payload.token_use)}' is not 'id'`);
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: new JwksFetcher() }) },
  );
  return {
    async verify(token) {
      try {
        return await verifier.verify(token);
      } catch (error) {
        if (error instanceof FetchError) throw new AppError('No fue posible verificar la sesión', 'Internal');
        throw new UnauthorizedError();
      }
    },
  };
}

/**
 * Resolves the caller of an API operation: verifies the id token (never just decodes it), reads the profile from its
 * claims and the companies with their permission flags from the userCompanies rows (core-platform §3 "Session
 * user"). A user the store holds no company for (account deleted, every factoring unlinked) is signed out.
 * @throws UnauthorizedError when the token is missing or fails verification, or the user has no company.
 */
export async function resolveIdentity(token: string | undefined, deps: IdentityDeps): Promise<Identity> {
  if (!token) throw new UnauthorizedError();
  const claims = await deps.verifier.verify(token);
  const identity = await identityFromAttributes(stringClaims(claims), deps);
  if (identity.companies.length === 0) throw new UnauthorizedError();
  const session = signInSession(claims);
  return {
    ...identity,
    ...(typeof claims.exp === 'number' ? { tokenExpiresAt: claims.exp } : {}),
    ...(session ? { session } : {}),
  };
}

/** The sign-in of verified claims: `origin_jti` (else `jti`) and `auth_time`; null when either is missing. */
function signInSession(claims: JwtPayload): SignInSession | null {
  const id = typeof claims.origin_jti === 'string' ? claims.origin_jti : claims.jti;
  return typeof id === 'string' && id && typeof claims.auth_time === 'number'
    ? { id, startedAt: claims.auth_time }
    : null;
}

/**
 * The identity of a user from its attributes as a token or the user pool gives them ('cognito:username', 'email',
 * 'custom:rutCesionario', 'custom:rznSocCesionario', 'custom:userType') and its userCompanies rows; see
 * {@link resolveIdentity}. Flags in the attributes are ignored: only the rows grant.
 * @throws UnauthorizedError when the attributes name no user.
 */
export async function identityFromAttributes(
  attributes: Record<string, string | undefined>,
  deps: Pick<IdentityDeps, 'userCompanies'>,
): Promise<Identity> {
  const username = attributes['cognito:username'] ?? attributes.sub;
  if (!username) throw new UnauthorizedError();
  const ownRut = attributes['custom:rutCesionario']?.trim() ? tidyRut(attributes['custom:rutCesionario']) : null;
  const razonSocial = attributes['custom:rznSocCesionario']?.trim() ?? '';
  const rows = await deps.userCompanies.listForUser(username);
  const companies = dedupeCompanies(
    rows.map((row) => ({ rut: tidyRut(row.rutEmpresa), razonSocial: row.razonSocial, flags: row.flags })),
  ).sort((a, b) => Number(b.rut === ownRut) - Number(a.rut === ownRut));
  return {
    username,
    email: attributes.email ?? '',
    rutCesionario: ownRut,
    razonSocial,
    companies,
    ...(attributes['custom:userType'] ? { userType: attributes['custom:userType'] } : {}),
  };
}

/** The string-valued claims of a verified token (custom attributes are strings in Cognito tokens). */
function stringClaims(claims: JwtPayload): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(claims).filter(([, value]) => typeof value === 'string')) as Record<
    string,
    string
  >;
}

/** Normalised RUT, or the trimmed input when it is not a RUT (it then matches no requested company). */
function tidyRut(rut: string): string {
  try {
    return normalizeRut(rut);
  } catch {
    return rut.trim();
  }
}

function dedupeCompanies(companies: Company[]): Company[] {
  const byRut = new Map<string, Company>();
  for (const company of companies) if (!byRut.has(company.rut)) byRut.set(company.rut, company);
  return [...byRut.values()];
}
