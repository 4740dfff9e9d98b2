import { countText, formatFecha } from '@domain/es-cl-format';
import { PJUD_TEXTS } from '../pjud-texts';
import type { ReportBlock, ReportContext, ReportSection, ReportSource } from './report-types';
import { missingSourceBlock } from './missing-source';

const TITLE = 'Poder Judicial';

/**
 * The Poder Judicial part of the report (client-detail.md §2 "Poder Judicial tab", §7 GET api/pjud/{rut}): the number
 * of cases and every case with the tab's columns (Rol, Fecha Ingreso, Caratulado, Tribunal); under it the litigants of
 * the cases opened in the tab (no litigants request is made for the report); the tab's empty text under the count
 * when there is no case; 'Sin información de Poder Judicial al dd/MM/yyyy' when the request failed.
 */
export function pjudReportSection(_source: ReportSource, { today, sources }: ReportContext): ReportSection {
  const outcome = sources.poderJudicial;
  if (!outcome?.ok) return { title: TITLE, blocks: [missingSourceBlock('Poder Judicial', today)] };
  const { causas, litigantes } = outcome.data;
  if (causas.length === 0)
    return {
      title: TITLE,
      blocks: [
        { kind: 'figures', items: [{ label: PJUD_TEXTS.title, value: '0 causas' }] },
        { kind: 'text', text: PJUD_TEXTS.empty, muted: true },
      ],
    };
  const blocks: ReportBlock[] = [
    { kind: 'figures', items: [{ label: PJUD_TEXTS.title, value: countText(causas.length, 'causa', 'causas') }] },
    {
      kind: 'table',
      title: PJUD_TEXTS.title,
      columns: [
        { header: 'Rol', width: 1.3, align: 'left' },
        { header: 'Fecha Ingreso', width: 1, align: 'left' },
        { header: 'Caratulado', width: 3, align: 'left' },
        { header: 'Tribunal', width: 2.6, align: 'left' },
      ],
      rows: causas.map((causa) => [causa.rol, formatFecha(causa.fechaIngreso), causa.caratulado, causa.tribunal]),
      empty: PJUD_TEXTS.empty,
    },
  ];
  for (const causa of causas) {
    const rows = litigantes[causa.rol];
    if (!rows) continue;
    blocks.push({
      kind: 'table',
      title: `${PJUD_TEXTS.litigantes} de la causa ${causa.rol}`,
      columns: [
        { header: 'Participante', width: 1.4, align: 'left' },
        { header: 'RUT', width: 1.2, align: 'left' },
        { header: 'Persona', width: 1, align: 'left' },
        { header: 'Nombre o Razón Social', width: 3.4, align: 'left' },
      ],
      rows: rows.map((row) => [row.participante, row.rut ?? PJUD_TEXTS.noRut, row.persona, row.nombre]),
      empty: 'Sin litigantes',
    });
  }
  return { title: TITLE, blocks };
}
