import type { Resolver } from '../types';
import {
  deleteCertificadoDigital,
  getCertificadoDigital,
  insertCertificadoDigital,
} from '../../services/credentials/certificado-digital';
import { getClaveSiiFactoring, guardarClaveSiiFactoring } from '../../services/credentials/clave-sii-factoring';
import { stringArgs } from './credential-args';

/**
 * Credentials area ('Firma Digital', core-platform §2, §7): the factoring's digital certificate
 * and the SII clave of its authorized user. Every field needs firmaDigital and a factoring of the user; secrets go in
 * and never come back out.
 */
export const credentialResolvers: Record<string, Resolver> = {
  'Query.certificadoDigital': async ({ args, identity, deps }) =>
    getCertificadoDigital(stringArgs(args, ['rutFactoring']).rutFactoring, identity, deps),
  'Query.claveSiiFactoring': async ({ args, identity, deps }) =>
    getClaveSiiFactoring(stringArgs(args, ['rutFactoring']).rutFactoring, identity, deps),
  'Mutation.insertCertificadoDigital': async ({ args, identity, deps }) =>
    insertCertificadoDigital(
      stringArgs(args, ['rutEmpresa', 'rutFirmante', 'certificado', 'clave', 'nombre']),
      identity,
      deps,
    ),
  'Mutation.deleteCertificadoDigital': async ({ args, identity, deps }) =>
    deleteCertificadoDigital(stringArgs(args, ['rutEmpresa']).rutEmpresa, identity, deps),
  'Mutation.guardarClaveSiiFactoring': async ({ args, identity, deps }) =>
    guardarClaveSiiFactoring(stringArgs(args, ['rutFactoring', 'rutUsuario', 'clave']), identity, deps),
};
