/** Limits of the prior consultation (core-platform.md §9; §7 REST split). */

/** Folios of one single consultation. */
export const MAX_FOLIOS_SINGLE = 10;
/** Documents of one REST /v1/jwt/consultaprevia call; the web splits larger lists (§7). */
export const MAX_DTES_PER_CALL = 20;
/** Documents of one masivo file. */
export const MAX_DTES_MASIVO = 100;
/**
 * Document types offered by the consultation (core-platform §3: "Mass-assignment and consultation offer types 33, 34
 * and 46").
 */
export const TIPOS_CONSULTA: readonly number[] = [33, 34, 46];
