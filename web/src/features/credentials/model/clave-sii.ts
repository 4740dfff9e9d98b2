import type { ClaveSii } from '@domain/credentials/clave-sii';

export type { ClaveSii };

/** The GraphQL selection of {@link ClaveSii}. */
export const CLAVE_SII_FIELDS = 'rutUsuario estado mensaje verificadaEn registradaEn';
