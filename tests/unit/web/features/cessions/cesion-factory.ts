import type { CesionView } from '../../../../../domain/cession';

/** A plausible acquired cession; override only what a test is about. */
export function aCesion(overrides: Partial<CesionView> = {}): CesionView {
  return {
    id: 'c1',
    folio: 170,
    tipo: 33,
    idSecuencia: 1,
    emisor: { rut: '76354771-K', razonSocial: 'EMISORA LIMITADA' },
    deudor: { rut: '96790240-3', razonSocial: 'DEUDORA S.A.' },
    cedente: { rut: '76354771-K', razonSocial: 'EMISORA LIMITADA' },
    cesionario: { rut: '76389992-6', razonSocial: 'FACTORING SPA' },
    montoDocumento: 1_000_000,
    montoCedido: 1_000_000,
    fechaEmision: '2019-04-01',
    fechaRecepcion: '2019-04-01 10:00:00',
    fechaAceptacionSII: null,
    fechaCesion: '2019-04-04 16:08',
    fechaVencimiento: '01-05-2019',
    diasDesdeCesion: 1,
    estadoCesion: 'Cesion Vigente',
    estadoNomina: null,
    deudorNotificado: 0,
    emailsDeudores: [],
    esCasillaCorreta: 1,
    casillaCesionario: 'cesiones@factoring.cl',
    aec_descargado: 1,
    aceptado: { state: 'Pendiente', msg: 'Faltan 4 días', fecha: null, codigo: null },
    anulado: { state: 'no', msg: 'No registra' },
    rebajado: { state: 'no', msg: 'No registra' },
    eventos: [],
    ...overrides,
  };
}
