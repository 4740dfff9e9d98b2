import { ENVIO_FIELDS } from './envio-aec';

/**
 * The Cesion fields the cession screens read (schema.graphql type Cesion = domain CesionView),
 * shared by the acquired, assigned and owed list queries. The raw event list (eventos) is left out: the screens
 * show the derived aceptado / anulado / rebajado, and 'Mvtos' asks the server for the history (getMovimientos),
 * so thousands of rows do not carry every event's text. envio is the last AEC the platform sent for the
 * document, shown as a badge by the folio.
 */
export const CESION_FIELDS = /* GraphQL */ `
  id
  folio
  tipo
  idSecuencia
  emisor { rut razonSocial }
  deudor { rut razonSocial }
  cedente { rut razonSocial }
  cesionario { rut razonSocial }
  montoDocumento
  montoCedido
  fechaEmision
  fechaRecepcion
  fechaAceptacionSII
  fechaCesion
  fechaVencimiento
  diasDesdeCesion
  estadoCesion
  estadoNomina
  estadoDbThor
  deudorNotificado
  fechaNotificacionDeudor
  emailsDeudores
  esCasillaCorreta
  casillaCesionario
  aec_descargado
  aceptado { state msg fecha codigo }
  anulado { state msg fecha }
  rebajado { state msg fecha }
  alertas { regla motivo }
  ${ENVIO_FIELDS}
`;
