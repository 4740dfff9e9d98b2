import type { CesionView } from '@domain/cession';
import type { QueryAecFilesArgs } from '@domain/wire/schema-types';

/** tipoDTE of the factura de compra, downloaded under the deudor's RUT (core-platform §3 "Document types"). */
const FACTURA_DE_COMPRA = 46;

/**
 * The arguments that name a cession's document in the download calls (schema.graphql aecFiles, pdfFile,
 * getCertificate): its emisor RUT (the deudor's for tipo 46, core-platform §3), tipo, folio and idSecuencia, for the
 * factoring `rutFactoring` ('NNNNNNNN-D').
 */
export function documentKey(cesion: CesionView, rutFactoring: string): QueryAecFilesArgs {
  return {
    rutEmisor: cesion.tipo === FACTURA_DE_COMPRA ? cesion.deudor.rut : cesion.emisor.rut,
    tipo: cesion.tipo,
    folio: cesion.folio,
    idSecuencia: cesion.idSecuencia,
    rutFactoring,
  };
}

/**
 * File name of a single-document download (core-platform §9): '{rutEmisor}_{tipo}_{folio}{suffix}',
 * e.g. suffix '_certificado_cesion.html'.
 */
export function documentFileName(key: Pick<QueryAecFilesArgs, 'rutEmisor' | 'tipo' | 'folio'>, suffix: string): string {
  return `${key.rutEmisor}_${key.tipo}_${key.folio}${suffix}`;
}
