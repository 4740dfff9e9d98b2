/**
 * Reads the KPI facts of every month (domain/kpis/month-facts.ts) from a client database whose tables and
 * aggregates are filled.
 */
import type { Database, SqlValue } from 'sql.js';
import type { MonthFacts } from '@domain/kpis/month-facts';

/** ESTADO_CESION of a cession whose document went to collection (core-platform §4, §9). */
const ESTADO_COBRANZA = 'Documento Asociado en Cobranza';

const FACTURAS_SQL = `
SELECT substr(fechaEmision, 1, 7), COUNT(*), SUM(anulado), SUM(rebajado)
FROM librocv WHERE ventaOCompra = 'venta' AND tipoDTE = 33 GROUP BY 1`;

/** One row per ceded document of the client (its latest state), by the month of its passed due date. */
const VENCIMIENTOS_SQL = `
SELECT substr(fechaVencimiento, 1, 7), COUNT(*), SUM(cobranza) FROM (
  SELECT MAX(fechaVencimiento) AS fechaVencimiento, MAX(estadoCesion = $cobranza) AS cobranza
  FROM cesion WHERE rutCedente = $cliente AND fechaVencimiento IS NOT NULL
  GROUP BY rutEmisor, tipoDTE, folioDTE
) WHERE fechaVencimiento < $today GROUP BY 1`;

const FACTORINGS_SQL = `
SELECT substr(fechaHoraCesion, 1, 7), SUM(montoCesion)
FROM cesion WHERE rutCedente = $cliente GROUP BY 1, rutCesionario`;

const DEUDORES_SQL = `SELECT periodo, total FROM resumen_contraparte_mes WHERE ventaOCompra = 'venta'`;

const VENTAS_SQL = `
SELECT periodo, cantidad, aceptadoCantidad, reclamadoCantidad, total, cedidoTotal
FROM resumen_mensual WHERE ventaOCompra = 'venta'`;

function emptyFacts(): MonthFacts & { cedidoPorFactoring: number[]; ventasPorDeudor: number[] } {
  return {
    ventas: { documentos: 0, aceptados: 0, reclamados: 0, total: 0, cedido: 0 },
    facturas: { cantidad: 0, anuladas: 0, rebajadas: 0 },
    vencimientos: { documentos: 0, enCobranza: 0 },
    cedidoPorFactoring: [],
    ventasPorDeudor: [],
  };
}

/**
 * The facts of each month 'yyyy-MM' in `months`.
 * @param rutCliente the client; today 'yyyy-MM-dd' (Chile) decides which due dates have passed.
 * @returns a map with an entry for every month given (zeros and empty lists when nothing happened).
 */
export function queryMonthFacts(
  db: Database,
  rutCliente: string,
  today: string,
  months: readonly string[],
): Map<string, MonthFacts> {
  const facts = new Map(months.map((month) => [month, emptyFacts()]));
  const each = (
    sql: string,
    params: Record<string, SqlValue>,
    use: (f: ReturnType<typeof emptyFacts>, row: number[]) => void,
  ): void => {
    const statement = db.prepare(sql, params);
    try {
      while (statement.step()) {
        const [month, ...values] = statement.get();
        const target = facts.get(String(month));
        if (target) use(target, values.map(Number));
      }
    } finally {
      statement.free();
    }
  };
  each(VENTAS_SQL, {}, (f, [documentos, aceptados, reclamados, total, cedido]) => {
    f.ventas = {
      documentos: documentos!,
      aceptados: aceptados!,
      reclamados: reclamados!,
      total: total!,
      cedido: cedido!,
    };
  });
  each(FACTURAS_SQL, {}, (f, [cantidad, anuladas, rebajadas]) => {
    f.facturas = { cantidad: cantidad!, anuladas: anuladas!, rebajadas: rebajadas! };
  });
  each(
    VENCIMIENTOS_SQL,
    { $cliente: rutCliente, $today: today, $cobranza: ESTADO_COBRANZA },
    (f, [documentos, enCobranza]) => {
      f.vencimientos = { documentos: documentos!, enCobranza: enCobranza! };
    },
  );
  each(FACTORINGS_SQL, { $cliente: rutCliente }, (f, [monto]) => f.cedidoPorFactoring.push(monto!));
  each(DEUDORES_SQL, {}, (f, [total]) => f.ventasPorDeudor.push(total!));
  return facts;
}
