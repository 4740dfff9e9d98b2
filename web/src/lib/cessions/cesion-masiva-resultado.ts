import { ENVIO_FIELDS, type EnvioAec } from './envio-aec';

/** A document of a cession action and its outcome (schema.graphql AecEnvioResultado); error null when sent. */
export interface AecEnvioResultado {
  rutEmisor: string;
  folio: number;
  tipo: number;
  error: string | null;
  envio: EnvioAec | null;
}

/** Answer of cesionMasiva and devolverCesiones (schema.graphql CesionMasivaResultado): 200 when every AEC was sent. */
export interface CesionMasivaResultado {
  statusCode: number;
  AECs: AecEnvioResultado[];
  AECsError: AecEnvioResultado[];
}

/** Selection of a CesionMasivaResultado, shared by the action mutations. */
export const RESULTADO_FIELDS = /* GraphQL */ `
  statusCode
  AECs { rutEmisor folio tipo error ${ENVIO_FIELDS} }
  AECsError { rutEmisor folio tipo error ${ENVIO_FIELDS} }
`;
