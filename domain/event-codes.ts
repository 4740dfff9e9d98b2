/**
 * DTE event codes of the SII's RegistroReclamoDteService (listarEventosHistDoc) and their SII descriptions.
 * Source: SII-PROTOCOLS.md §6 (codes and descriptions), core-platform.md §4.
 */

export type EventCode = 'ACD' | 'RCD' | 'ERM' | 'RFP' | 'RFT' | 'NCA' | 'ENC' | 'CED' | 'PAG';

/** descEvento the SII writes for each codEvento. */
export const EVENT_DESCRIPTIONS: Readonly<Record<EventCode, string>> = {
  ACD: 'Acepta Contenido del Documento',
  RCD: 'Reclamo al Contenido del Documento',
  ERM: 'Otorga Recibo de Mercaderías o Servicios',
  RFP: 'Reclamo por Falta Parcial de Mercaderías',
  RFT: 'Reclamo por Falta Total de Mercaderías',
  NCA: 'Recepción de NC de Anulación que referencia al documento',
  ENC: 'Recepción de NC, distinta de anulación, que referencia al documento',
  CED: 'DTE Cedido',
  PAG: 'DTE Pagado al Contado',
};
