/**
 * The three points of view of the SII's "Consulta de cesiones en período" (RPETC):
 * TIPO_CONSULTA 1 CEDENTE, 2 CESIONARIO, 3 DEUDOR. Source: the SII period answer files
 * (DATOS_CONSULTA line, file name CESIONES_{rut}_{tipo}_{desde}_{hasta}).
 */
export type SiiRole = 'cedente' | 'cesionario' | 'deudor';

/** TIPO_CONSULTA code of each role as used in SII period file names. */
export const SII_ROLE_CODE: Record<SiiRole, number> = { cedente: 1, cesionario: 2, deudor: 3 };

/** TIPO_CONSULTA text of each role as written in the DATOS_CONSULTA line. */
export const SII_ROLE_TEXT: Record<SiiRole, string> = {
  cedente: 'CEDENTE',
  cesionario: 'CESIONARIO',
  deudor: 'DEUDOR',
};
