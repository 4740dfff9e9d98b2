import type { CessionRecord } from '../../../domain/cession';

/**
 * A stored cession of the real sample period answer (secretline__lib-cl-sii-python cesionario_txt,
 * factoring 76389992-6 ST CAPITAL S.A.), with overrides. Shared by the graphql unit and integration tests.
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
