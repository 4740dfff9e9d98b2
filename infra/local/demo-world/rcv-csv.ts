/**
 * Renders a client's RCV books as the SII's CSV exports ("Registro de Compras y Ventas" downloads): ';'-separated,
 * a header row, 'Nro' numbering, dates 'dd/MM/yyyy' and reception times 'dd/MM/yyyy HH:mm:ss', amounts as
 * integers, ISO-8859-1 bytes. Headers are the SII's (real exports: cordada/lib-cl-sii-python test files
 * RCV-venta-*.csv and RCV-compra-{registro,pendiente,reclamado}-*.csv), read back by domain/rcv/parseRcvCsv.
 * Their file names are the SII's download names (lambdas/sii/web/answer-names.ts rcvFileName).
 */
import { formatLocal, startOfDay, type LocalSeconds } from './local-time';
import type { RcvCompraVariant, RcvDocument } from './rcv-model';

const VENTA_HEADER = [
  'Nro',
  'Tipo Doc',
  'Tipo Venta',
  'Rut cliente',
  'Razon Social',
  'Folio',
  'Fecha Docto',
  'Fecha Recepcion',
  'Fecha Acuse Recibo',
  'Fecha Reclamo',
  'Monto Exento',
  'Monto Neto',
  'Monto IVA',
  'Monto total',
  'IVA Retenido Total',
  'IVA Retenido Parcial',
  'IVA no retenido',
  'IVA propio',
  'IVA Terceros',
  'RUT Emisor Liquid. Factura',
  'Neto Comision Liquid. Factura',
  'Exento Comision Liquid. Factura',
  'IVA Comision Liquid. Factura',
  'IVA fuera de plazo',
  'Tipo Docto. Referencia',
  'Folio Docto. Referencia',
  'Num. Ident. Receptor Extranjero',
  'Nacionalidad Receptor Extranjero',
  'Credito empresa constructora',
  'Impto. Zona Franca (Ley 18211)',
  'Garantia Dep. Envases',
  'Indicador Venta sin Costo',
  'Indicador Servicio Periodico',
  'Monto No facturable',
  'Total Monto Periodo',
  'Venta Pasajes Transporte Nacional',
  'Venta Pasajes Transporte Internacional',
  'Numero Interno',
  'Codigo Sucursal',
  'NCE o NDE sobre Fact. de Compra',
  'Codigo Otro Imp.',
  'Valor Otro Imp.',
  'Tasa Otro Imp.',
] as const;

const COMPRA_START = [
  'Nro',
  'Tipo Doc',
  'Tipo Compra',
  'RUT Proveedor',
  'Razon Social',
  'Folio',
  'Fecha Docto',
  'Fecha Recepcion',
];
const COMPRA_AMOUNTS = [
  'Monto Exento',
  'Monto Neto',
  'Monto IVA Recuperable',
  'Monto Iva No Recuperable',
  'Codigo IVA No Rec.',
  'Monto Total',
  'Monto Neto Activo Fijo',
  'IVA Activo Fijo',
  'IVA uso Comun',
  'Impto. Sin Derecho a Credito',
  'IVA No Retenido',
];
const COMPRA_END = [
  'NCE o NDE sobre Fact. de Compra',
  'Codigo Otro Impuesto',
  'Valor Otro Impuesto',
  'Tasa Otro Impuesto',
];

const COMPRA_HEADERS: Readonly<Record<RcvCompraVariant, readonly string[]>> = {
  registro: [
    ...COMPRA_START,
    'Fecha Acuse',
    ...COMPRA_AMOUNTS,
    'Tabacos Puros',
    'Tabacos Cigarrillos',
    'Tabacos Elaborados',
    ...COMPRA_END,
  ],
  pendiente: [...COMPRA_START, ...COMPRA_AMOUNTS, ...COMPRA_END],
  reclamado: [...COMPRA_START, 'Fecha Reclamo', ...COMPRA_AMOUNTS, ...COMPRA_END],
};

/** The sales export of the given documents (already those of one month), sorted by reception time. */
export function renderVentaCsv(docs: readonly RcvDocument[]): Uint8Array {
  return render(VENTA_HEADER, docs, (doc) => ({
    'Tipo Venta': 'Del Giro',
    'Rut cliente': doc.contraparte.rut,
    'Fecha Acuse Recibo': dateTime(doc.acuse),
    'Fecha Reclamo': dateTime(doc.reclamo),
    'Monto IVA': String(doc.montoIva),
    'Monto total': String(doc.total),
    'Tipo Docto. Referencia': doc.referencia ? String(doc.referencia.tipoDTE) : '',
    'Folio Docto. Referencia': doc.referencia ? String(doc.referencia.folio) : '',
    'Indicador Venta sin Costo': '2',
  }));
}

/** The purchases export of one variant (the documents of one month in that state), sorted by reception time. */
export function renderCompraCsv(variant: RcvCompraVariant, docs: readonly RcvDocument[]): Uint8Array {
  return render(COMPRA_HEADERS[variant], docs, (doc) => ({
    'Tipo Compra': 'Del Giro',
    'RUT Proveedor': doc.contraparte.rut,
    'Fecha Acuse': dateTime(doc.acuse),
    'Fecha Reclamo': dateTime(doc.reclamo),
    'Monto IVA Recuperable': String(doc.montoIva),
    'Monto Total': String(doc.total),
    'IVA No Retenido': '0',
  }));
}

function render(
  header: readonly string[],
  docs: readonly RcvDocument[],
  specific: (doc: RcvDocument) => Record<string, string>,
): Uint8Array {
  const sorted = [...docs].sort((a, b) => a.recepcion - b.recepcion || a.folio - b.folio);
  const lines = sorted.map((doc, i) => {
    const cells: Record<string, string> = {
      Nro: String(i + 1),
      'Tipo Doc': String(doc.tipoDTE),
      'Razon Social': doc.contraparte.razonSocial,
      Folio: String(doc.folio),
      'Fecha Docto': day(doc.fechaEmision),
      'Fecha Recepcion': dateTime(doc.recepcion),
      'Monto Exento': String(doc.montoExento),
      'Monto Neto': String(doc.montoNeto),
      ...specific(doc),
    };
    return header.map((column) => cells[column] ?? '').join(';');
  });
  return Buffer.from(`${[header.join(';'), ...lines].join('\n')}\n`, 'latin1');
}

function day(isoDay: string): string {
  const [dd, MM, yyyy] = formatLocal(startOfDay(isoDay), 'dd-MM-yyyy HH:mm:ss').slice(0, 10).split('-');
  return `${dd}/${MM}/${yyyy}`;
}

function dateTime(seconds: LocalSeconds | null): string {
  if (seconds === null) return '';
  const [date, time] = formatLocal(seconds, 'dd-MM-yyyy HH:mm:ss').split(' ');
  return `${date!.replaceAll('-', '/')} ${time}`;
}
