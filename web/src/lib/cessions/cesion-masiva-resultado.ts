import { ENVIO_FIELDS } from './envio-aec';

/** Selection of a CesionMasivaResultado, shared by the action mutations. */
export const RESULTADO_FIELDS = /* GraphQL */ `
  statusCode
  AECs { rutEmisor folio tipo error ${ENVIO_FIELDS} }
  AECsError { rutEmisor folio tipo error ${ENVIO_FIELDS} }
`;
