/**
 * Every operation the SII web client sends (SiiRequest.operation): the name of each request in logs, errors, archive
 * names and the SII metrics' Operation dimension. One list so that the per-operation alarms (infra/observability.ts)
 * cover every operation: a request may only name an operation listed here. The SII services and hosts are described
 * in ../shared/SII-PROTOCOLS.md.
 */
export const SII_OPERATIONS = [
  // Certificate authentication (CrSeed / GetTokenFromSeed).
  'getSeed',
  'getToken',
  // Cession state queries (wsRPETCConsulta).
  'getEstCesion',
  'getEstCesionRelac',
  'getEstEnvio',
  // Claims and acceptances (RegistroReclamoDte).
  'listarEventosHistDoc',
  'consultarFechaRecepcionSii',
  'consultarDocDteCedible',
  'ingresarAceptacionReclamoDoc',
  // Portal login and representation.
  'CAutInicio',
  'admRPDOBuild',
  'admRepresentar',
  'autTermino',
  // RCV (Registro de Compras y Ventas) exports and their session bootstrap.
  'getDetalleVentaExport',
  'getDetalleCompraExport',
  'consdcvinternetui',
  'AutTknData',
  // Cession registry (RTC): consultations, AEC downloads and uploads.
  'RTCConsultaCesiones',
  'RTCDescargarXmlCons',
  'RTCAnotEnvio',
  // Tax folder (Carpeta Tributaria Electrónica) and F29 forms.
  'cte_para_creditos_00',
  'cte_carpeta',
  'CONCVF_VerFormulario',
  'cte_para_creditos_02',
] as const;

/** One SII operation of {@link SII_OPERATIONS}. */
export type SiiOperation = (typeof SII_OPERATIONS)[number];
