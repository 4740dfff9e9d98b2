import type { CesionView, CessionRecord } from '@domain/cession';

/**
 * A stored cession of the real sample period answer (secretline__lib-cl-sii-python cesionario_txt,
 * factoring 76389992-6 ST CAPITAL S.A.), with overrides; override only what a test is about.
 * Shapes: domain/cession.ts CessionRecord (core-platform §3 "Cession").
 */
export function cessionRecord(overrides: Partial<CessionRecord> = {}): CessionRecord {
  return {
    rutFactoring: '76389992-6',
    role: 'cesionario',
    tipoDTE: 33,
    folio: 100,
    idSecuencia: 1,
    emisor: { rut: '76399752-9', razonSocial: 'Comercializadora Innova Mobel SpA ' },
    deudor: { rut: '96874030-K', razonSocial: 'EMPRESAS LA POLAR S.A.' },
    cedente: { rut: '76399752-9', razonSocial: 'Comercializadora Innova Mobel SpA ' },
    cesionario: { rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.' },
    montoDocumento: 230992,
    montoCedido: 230992,
    fechaEmision: '2019-03-29',
    fechaCesion: '2019-04-04 09:09',
    fechaVencimiento: '2019-04-28',
    fechaRecepcion: '2019-03-29 10:00:00',
    estadoCesionSii: 'Cesion Vigente',
    recedido: false,
    emailsDeudores: [],
    mailCedente: 'camilo.perez@innovamobel.cl',
    mailCesionario: 'operaciones@stcapital.cl',
    aecKey: 'aec/76399752-9/33/100/SEQ-1.xml',
    eventos: [],
    sourceFile: 'CESIONES_76389992-6_2_04042019_08042019.txt',
    updatedAt: '2019-04-10T12:00:00.000Z',
    ...overrides,
  };
}

/**
 * A plausible acquired cession as the API returns it (domain/cession.ts CesionView, core-platform §3),
 * with overrides; override only what a test is about.
 */
export function cesionView(overrides: Partial<CesionView> = {}): CesionView {
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
    fechaNotificacionDeudor: null,
    emailsDeudores: [],
    esCasillaCorreta: 1,
    casillaCesionario: 'cesiones@factoring.cl',
    aec_descargado: 1,
    aceptado: { state: 'Pendiente', msg: 'Faltan 4 días', fecha: null, codigo: null },
    anulado: { state: 'no', msg: 'No registra' },
    rebajado: { state: 'no', msg: 'No registra' },
    eventos: [],
    alertas: [],
    ...overrides,
  };
}
