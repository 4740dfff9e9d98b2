/** The authorized user's SII clave as the API answers it (schema.graphql ClaveSii), without the clave. */
export interface ClaveSii {
  rutUsuario: string;
  /** 'Activo' | 'Error Password' | 'Bloqueada' */
  estado: string;
  mensaje: string | null;
  verificadaEn: string | null;
  registradaEn: string | null;
}

/** The GraphQL selection of {@link ClaveSii}. */
export const CLAVE_SII_FIELDS = 'rutUsuario estado mensaje verificadaEn registradaEn';
