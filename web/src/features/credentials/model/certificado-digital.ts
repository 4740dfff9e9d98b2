import type { CertificadoDigital } from '@domain/credentials/certificado-digital';

export type { CertificadoDigital };

/** The GraphQL selection of {@link CertificadoDigital}, shared by the query and the upload. */
export const CERTIFICADO_FIELDS =
  'nombre titular rutTitular rutFirmante emisor validoDesde validoHasta serie diasParaVencer porVencer vencido cargadoEn adjuntos { nombre bytes }';

/**
 * The warning of a certificate about to expire (warn 30 days ahead): 'El certificado vence en
 * N días' ('en 1 día', 'hoy'); null when it is not about to expire (or already expired).
 */
export function expiryWarning(certificado: Pick<CertificadoDigital, 'porVencer' | 'diasParaVencer'>): string | null {
  if (!certificado.porVencer) return null;
  const { diasParaVencer: n } = certificado;
  if (n <= 0) return 'El certificado vence hoy';
  return `El certificado vence en ${n} ${n === 1 ? 'día' : 'días'}`;
}
