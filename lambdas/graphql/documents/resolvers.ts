import type { Resolver } from '../types';
import { getCertificadosAceptacionReclamo, getCertificate, getCertificateMasivo, getMovimientos } from './certificates';
import { aecFiles, cesionesPdf, getPdfs, pdfFile } from './download-files';

/**
 * Documents area (core-platform §7 "Documents", §9 file names): every file is produced from stored data (the
 * AEC bytes in S3 and the cession records) for documents the factoring holds in some role, after the same
 * identity and tenant checks as the lists. Files come back as signed URLs (ArchivoDescarga), certificates
 * and the event history as HTML strings.
 */
export const documentResolvers: Record<string, Resolver> = {
  'Query.aecFiles': aecFiles,
  'Query.pdfFile': pdfFile,
  'Query.cesionesPdf': cesionesPdf,
  'Query.getPdfs': getPdfs,
  'Query.getCertificate': getCertificate,
  'Query.getCertificadosAceptacionReclamo': getCertificadosAceptacionReclamo,
  'Query.getMovimientos': getMovimientos,
  'Query.getCertificateMasivo': getCertificateMasivo,
};
