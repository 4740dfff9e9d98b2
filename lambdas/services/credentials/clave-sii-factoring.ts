import type { ClaveSii } from '@domain/credentials/clave-sii';
import { claveFormProblem } from '@domain/credentials/credential-forms';
import { loginCheckMessage } from '@domain/credentials/messages';
import { normalizeRut } from '@domain/rut';
import { BadRequestError } from '../../platform/errors';
import type { TenantScope } from '../../access/tenant-scope';
import { isSiiError } from '../../sii/web/errors';
import type { ClaveInfo } from '../../store/credential-repository';
import type { CredentialRepository } from '../../store/credential-repository';
import { limitedLoginCheck, type LoginLimitDeps } from './limited-login-check';

const REGISTRO = { kind: 'registro' } as const;

/** The facts schema.graphql ClaveSii answers (not who entered it, nor whether a clave is kept). */
function toClaveSii(info: ClaveInfo): ClaveSii {
  return {
    rutUsuario: info.rutUsuario,
    estado: info.estado,
    mensaje: info.mensaje,
    verificadaEn: info.verificadaEn,
    registradaEn: info.registradaEn,
  };
}

/**
 * claveSiiFactoring(rutFactoring): the authorized user's clave facts, or null when none is stored.
 */
export async function getClaveSiiFactoring(
  scope: TenantScope,
  deps: { credentials: Pick<CredentialRepository, 'getClaveInfo'> },
): Promise<ClaveSii | null> {
  const info = await deps.credentials.getClaveInfo(scope, REGISTRO);
  return info ? toClaveSii(info) : null;
}

/**
 * guardarClaveSiiFactoring: for the scope's factoring (firmaDigital checked with it by the entry handler), checks the
 * form (core-platform §5 RUT and clave messages), then logs in to the SII with the clave for the factoring (a clave is
 * checked by a real login before it is saved), within the platform's login limits (limited-login-check.ts); only a
 * clave the SII accepted is sealed and stored, as 'Activo'.
 * @returns the stored facts.
 * @throws BadRequestError with the form's message, the limits' ('Demasiados intentos para este RUT. Intente nuevamente
 *   en una hora.') or the SII's (loginCheckMessage: wrong clave, locked, no permission for the factoring, SII
 *   unavailable), storing nothing; SealerUnavailableError without a sealer.
 */
export async function guardarClaveSiiFactoring(
  args: { rutUsuario: string; clave: string },
  scope: TenantScope,
  deps: { credentials: Pick<CredentialRepository, 'putClave'> } & LoginLimitDeps,
): Promise<ClaveSii> {
  const { rutFactoring, identity } = scope;
  const problem = claveFormProblem(args);
  if (problem) throw new BadRequestError(problem);
  const rutUsuario = normalizeRut(args.rutUsuario);
  try {
    await limitedLoginCheck(deps, rutFactoring).verifyClave({ rutUsuario, clave: args.clave }, rutFactoring);
  } catch (error) {
    if (isSiiError(error)) throw new BadRequestError(loginCheckMessage(error));
    throw error;
  }
  const now = deps.now().toISOString();
  const registradaPor = identity.email || identity.username;
  await deps.credentials.putClave(scope, REGISTRO, {
    rutUsuario,
    clave: args.clave,
    estado: 'Activo',
    verificadaEn: now,
    registradaEn: now,
    registradaPor,
  });
  return { rutUsuario, estado: 'Activo', mensaje: null, verificadaEn: now, registradaEn: now };
}
