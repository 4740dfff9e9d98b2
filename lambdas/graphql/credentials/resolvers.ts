import { z } from 'zod';
import type { Resolver } from '../types';
import {
  deleteCertificadoDigital,
  getCertificadoDigital,
  insertCertificadoDigital,
} from '../../services/credentials/certificado-digital';
import { getClaveSiiFactoring, guardarClaveSiiFactoring } from '../../services/credentials/clave-sii-factoring';
import { downloadAdjunto } from '../../services/credentials/certificate-attachments';
import { readArgs, stringArgs } from '../read-args';
import { credentialScope } from './credential-scope';

/** The supporting files of an upload (AdjuntoFirmaInput), absent or null for none. */
const ADJUNTOS = z.array(z.object({ nombre: z.string(), contenido: z.string() })).nullish();

/**
 * Credentials area ('Firma Digital', core-platform §2, §7): the factoring's digital certificate with its supporting
 * files, and the SII clave of its authorized user. Every field needs firmaDigital and a factoring of the user; secrets
 * go in and never come back out.
 */
export const credentialResolvers: Record<string, Resolver> = {
  'Query.certificadoDigital': async ({ args, identity, deps }) =>
    getCertificadoDigital(credentialScope(identity, stringArgs(args, ['rutFactoring']).rutFactoring), deps),
  'Query.claveSiiFactoring': async ({ args, identity, deps }) =>
    getClaveSiiFactoring(credentialScope(identity, stringArgs(args, ['rutFactoring']).rutFactoring), deps),
  'Query.adjuntoCertificadoDigital': async ({ args, identity, deps }) => {
    const { rutFactoring, nombre } = stringArgs(args, ['rutFactoring', 'nombre']);
    return downloadAdjunto(credentialScope(identity, rutFactoring), nombre, deps);
  },
  'Mutation.insertCertificadoDigital': async ({ args, identity, deps }) => {
    const certificate = stringArgs(args, ['rutEmpresa', 'rutFirmante', 'certificado', 'clave', 'nombre']);
    const { adjuntos } = readArgs(args, { adjuntos: ADJUNTOS });
    return insertCertificadoDigital(
      { ...certificate, adjuntos },
      credentialScope(identity, certificate.rutEmpresa),
      deps,
    );
  },
  'Mutation.deleteCertificadoDigital': async ({ args, identity, deps }) =>
    deleteCertificadoDigital(credentialScope(identity, stringArgs(args, ['rutEmpresa']).rutEmpresa), deps),
  'Mutation.guardarClaveSiiFactoring': async ({ args, identity, deps }) => {
    const clave = stringArgs(args, ['rutFactoring', 'rutUsuario', 'clave']);
    return guardarClaveSiiFactoring(clave, credentialScope(identity, clave.rutFactoring), deps);
  },
};
