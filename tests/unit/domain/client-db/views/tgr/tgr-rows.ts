/** Today of the TGR view tests, and one stored TGR payment row with neutral defaults (client-detail.md §4). */
export const TODAY = '2025-06-15';

/** A row of the tgr table: listaDeudas IVA form 21 of the SII, nothing due, overridden by `fields`. */
export const row = (id: number, fields: Record<string, string | number | null>) => ({
  id,
  source: 'listaDeudas',
  formTipo: 21,
  formFolio: `F${id}`,
  fechaVcto: null,
  montoNetoTotal: 0,
  montoTotalTotal: 0,
  condonaTotal: 0,
  numeroResolucion: 0,
  nombreFormulario: 'IVA',
  nemoGirador: 'SII',
  ...fields,
});
