import type { AecBuildInput, AecCesionInput } from '@domain/aec/build-input';
import { computeTotales } from '@domain/aec/build-totals';

const items = [
  { nombre: 'Tableros eléctricos 3 tomas', cantidad: 2, unidad: 'UN', precioUnitario: 1_258_950, montoItem: 2_517_900 },
  {
    nombre: 'Instalación & montaje',
    descripcion: 'Según OC <4510083633>',
    cantidad: 1,
    precioUnitario: 350_000,
    montoItem: 350_000,
  },
];

const cedente = {
  rut: '76.354.771-K',
  razonSocial: 'INGENIERÍA PEÑALOLÉN Y COMPAÑÍA LIMITADA',
  direccion: 'MERCED 753, QUILLOTA',
  email: 'finanzas@penalolen.cl',
};
const factoringA = {
  rut: '76389992-6',
  razonSocial: 'ST CAPITAL S.A.',
  direccion: 'ISIDORA GOYENECHEA 2939, OF. 602',
  email: 'operaciones@stcapital.cl',
};
const factoringB = {
  rut: '76598556-0',
  razonSocial: 'FONDO DE INVERSIÓN PRIVADO DEUDA Y FACTURAS',
  direccion: 'ARRAYÁN 2750, OF. 703',
  email: 'solicitudes@fondo.cl',
};

/** The first cesión of the sample: the emisor cedes the whole invoice to ST CAPITAL. */
export const SAMPLE_CESION_1: AecCesionInput = {
  cedente,
  cesionario: factoringA,
  autorizado: { rut: '13185095-6', nombre: 'RAMÓN HUMBERTO LÓPEZ JARA' },
  declaracionJurada:
    'Se declara bajo juramento que INGENIERÍA PEÑALOLÉN Y COMPAÑÍA LIMITADA ha puesto a disposición del cesionario los recibos (Ley N°19.983).',
  montoCesion: 3_412_801,
  ultimoVencimiento: '2019-05-01',
  eMailDeudor: 'dte@pelambres.cl',
  tmstCesion: '2019-04-01T10:22:02',
};

/** The second cesión: ST CAPITAL re-cedes to a fund (SEQ 2). */
export const SAMPLE_CESION_2: AecCesionInput = {
  cedente: factoringA,
  cesionario: factoringB,
  autorizado: { rut: '16360379-9', nombre: 'ANDRÉS PRATS VIAL' },
  declaracionJurada: null,
  montoCesion: 3_412_801,
  ultimoVencimiento: '2019-05-01',
  eMailDeudor: null,
  tmstCesion: '2019-04-05T12:57:32',
};

/** A factura 33 (neto 2,867,900 CLP) with non-ASCII names, markup characters in the lines and a reference. */
export function sampleAecInput(cesiones: AecCesionInput[] = [SAMPLE_CESION_1, SAMPLE_CESION_2]): AecBuildInput {
  return {
    dte: {
      tipoDTE: 33,
      folio: 170,
      fechaEmision: '2019-04-01',
      fechaVencimiento: '2019-05-01',
      formaPago: 2,
      emisor: {
        rut: '76354771-K',
        razonSocial: cedente.razonSocial,
        giro: 'INGENIERÍA Y CONSTRUCCIÓN',
        acteco: 421000,
        direccion: 'MERCED 753',
        comuna: 'QUILLOTA',
        ciudad: 'QUILLOTA',
        email: 'enacon@gmail.com',
      },
      receptor: {
        rut: '96790240-3',
        razonSocial: 'MINERA LOS PELAMBRES',
        giro: 'EXTRACCIÓN DE COBRE',
        direccion: 'AV. APOQUINDO 4001',
        comuna: 'LAS CONDES',
        ciudad: 'SANTIAGO',
        contacto: 'FELIPE BARRÍA',
      },
      items,
      totales: computeTotales(33, items),
      referencias: [{ tipoDocRef: '801', folioRef: '4510083633', fechaRef: '2019-03-22', razonRef: 'Orden de compra' }],
      caf: { desde: 1, hasta: 500, fechaAutorizacion: '2019-01-15' },
      timestampTimbre: '2019-04-01T01:36:40',
      timestampFirma: '2019-04-01T01:36:41',
    },
    cesiones,
    contacto: { nombre: 'ST CAPITAL SERVICIOS FINANCIEROS LIMITADA', email: 'operaciones@stcapital.cl' },
  };
}
