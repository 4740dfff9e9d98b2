/**
 * The Cesion fields the cession screens read (schema.graphql type Cesion = domain CesionView),
 * shared by the acquired, assigned and owed list queries.
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
  deudorNotificado
  emailsDeudores
  esCasillaCorreta
  casillaCesionario
  aec_descargado
  aceptado { state msg fecha codigo }
  anulado { state msg fecha }
  rebajado { state msg fecha }
  eventos { codigo descripcion fecha responsable }
`;
