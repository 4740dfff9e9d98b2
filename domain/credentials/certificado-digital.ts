/**
 * The public facts of a factoring's digital certificate, as the credential store keeps them and 'Firma Digital'
 * shows them (core-platform.md §2, §3 "Digital certificate"): never the file or its password.
 */
import type { CertificateTerm } from './certificate-checks';

/** What the platform knows of a stored certificate; instants are ISO. */
export interface CertificadoDigitalFacts {
  /** The signer's name as typed. */
  nombre: string;
  /** The holder's name in the certificate (subject CN). */
  titular: string;
  /** The holder's RUT in the certificate, 'NNNNNNNN-D'. */
  rutTitular: string;
  /** The signer's RUT as typed (checked equal to rutTitular), 'NNNNNNNN-D'. */
  rutFirmante: string;
  /** The issuing authority (issuer CN). */
  emisor: string;
  /** Validity bounds. */
  validoDesde: string;
  validoHasta: string;
  /** Serial number, hex. */
  serie: string;
  /** When it was uploaded. */
  cargadoEn: string;
}

/** A supporting file of the certificate as the API lists it (domain/credentials/supporting-files.ts). */
export interface AdjuntoFirma {
  nombre: string;
  /** Size, bytes. */
  bytes: number;
}

/**
 * The certificate as the API answers it (schema.graphql CertificadoDigital): its facts, its term at the answer's
 * instant, and its supporting files.
 */
export type CertificadoDigital = CertificadoDigitalFacts & CertificateTerm & { adjuntos: AdjuntoFirma[] };
