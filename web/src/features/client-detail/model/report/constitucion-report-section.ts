import type {
  ConstitutionExtracted,
  ConstitutionLegacy,
  LegacyPerson,
} from '@domain/company-registry/constitution-json';
import { COMPANY_FILE_MESSAGES as M } from '../company-file-messages';
import type { ReportBlock, ReportContext, ReportSection, ReportSource, TableBlock } from './report-types';
import { missingSourceBlock } from './missing-source';

const TITLE = `Constitución: ${M.constitutionTitle}`;

/** A statute amount as the registry writes it: '$12.000.000' (es-CL thousands), optionally signed. */
const STATUTE_AMOUNT = /^(-)?\$\s?(\d{1,3}(?:\.\d{3})*)$/;

/**
 * The Constitución part of the report, 'Estado de la Empresa' (client-detail.md §2 "Constitución tab", §3
 * "Constitution JSON", §4 "Constitution"): the not-registered notice; for a registered company the registered notice
 * and what the tab shows of the statute's data: from the extracted data the summary, Capital Declarado, the shares,
 * Participantes, Representantes Legales with their powers and the share distribution; from the legacy layout the
 * general information (razón social, fecha de constitución, capital...), Socios, Administradores and Apoderados.
 * Amounts written as '$n.nnn' follow the page's amounts mode; other texts are printed as the statute gives them.
 * A failed constitution request prints 'Sin información de constitución al dd/MM/yyyy'; a failed statute data
 * request, 'Error al cargar el contenido JSON' with its message.
 */
export function constitucionReportSection(
  _source: ReportSource,
  { today, formatAmount, sources }: ReportContext,
): ReportSection {
  const outcome = sources.constitucion;
  if (!outcome?.ok) return { title: TITLE, blocks: [missingSourceBlock('constitución', today)] };
  const { constitucion, document } = outcome.data;
  if (constitucion.status === 'not_registered')
    return { title: TITLE, blocks: [{ kind: 'text', text: M.notRegistered }] };
  const blocks: ReportBlock[] = [{ kind: 'text', text: M.registered }];
  const amount = (text: string) => statuteAmount(text, formatAmount);
  if (document === null)
    blocks.push(missingSourceBlock('constitución', today, 'El estatuto no tiene datos extraídos.'));
  else if (!document.ok) blocks.push({ kind: 'text', text: `${M.jsonError}: ${document.error}`, muted: true });
  else {
    if (document.data.extracted) blocks.push(...extractedBlocks(document.data.extracted, amount));
    if (document.data.legacy) blocks.push(...legacyBlocks(document.data.legacy, amount));
  }
  return { title: TITLE, blocks };
}

/**
 * `text` reformatted with `formatAmount` when it is a whole CLP amount as the registry writes it ('$12.000.000');
 * any other text unchanged ('' as '-').
 */
export function statuteAmount(text: string, formatAmount: (amount: number) => string): string {
  const match = STATUTE_AMOUNT.exec(text.trim());
  if (!match) return text || '-';
  const value = Number(match[2]!.replace(/\./g, ''));
  return formatAmount(match[1] ? -value : value);
}

function extractedBlocks(data: ConstitutionExtracted, amount: (text: string) => string): ReportBlock[] {
  const stock = data.stock_info;
  const blocks: ReportBlock[] = [];
  if (data.summary) blocks.push({ kind: 'text', text: data.summary });
  blocks.push({
    kind: 'figures',
    items: [
      { label: 'Capital Declarado', value: amount(data.declared_capital) },
      ...(stock
        ? [
            { label: 'Total de acciones', value: stock.total_shares || '-' },
            { label: 'Valor por acción', value: amount(stock.share_value) },
          ]
        : []),
    ],
  });
  blocks.push({
    kind: 'table',
    title: 'Participantes',
    columns: [
      { header: 'Persona', width: 3, align: 'left' },
      { header: 'RUT', width: 1.3, align: 'left' },
      { header: 'Tipo', width: 1, align: 'left' },
      { header: 'Rol', width: 1.4, align: 'left' },
      { header: 'Participación', width: 1.2, align: 'right' },
    ],
    rows: data.participants.map((row) => [
      row.name,
      row.rut,
      row.is_business ? 'Empresa' : 'Persona',
      row.role,
      row.profit_sharing,
    ]),
    empty: 'Sin participantes informados',
  });
  blocks.push({
    kind: 'table',
    title: 'Representantes Legales',
    columns: [
      { header: 'Persona', width: 3, align: 'left' },
      { header: 'RUT', width: 1.3, align: 'left' },
      { header: 'Cargo', width: 2, align: 'left' },
    ],
    rows: data.representatives.map((row) => [row.name, row.rut, row.role]),
    empty: 'Sin representantes informados',
  });
  const powers = data.representatives.filter((row) => row.powers);
  if (powers.length > 0)
    blocks.push({
      kind: 'list',
      title: 'Facultades',
      items: powers.map((row) => `${row.name} (${row.role}): ${row.powers}`),
      empty: '',
    });
  if (stock) {
    blocks.push({
      kind: 'list',
      title: 'Información de Acciones',
      items: [`Clases: ${stock.share_classes || '-'}`, `Otros detalles: ${stock.other_details || '-'}`],
      empty: '',
    });
    if (stock.share_distribution.length > 0) {
      blocks.push({
        kind: 'table',
        title: 'Distribución de acciones',
        columns: [
          { header: 'Accionista', width: 4, align: 'left' },
          { header: 'Acciones', width: 1.5, align: 'right' },
        ],
        rows: stock.share_distribution.map((row) => [row.owner, row.shares]),
        empty: '',
      });
    }
  }
  return blocks;
}

function legacyBlocks(data: ConstitutionLegacy, amount: (text: string) => string): ReportBlock[] {
  const people = (title: string, rows: readonly LegacyPerson[], detail: string): TableBlock => ({
    kind: 'table',
    title,
    columns: [
      { header: 'Persona', width: 3, align: 'left' },
      { header: 'RUT', width: 1.3, align: 'left' },
      { header: detail, width: 3, align: 'left' },
    ],
    rows: rows.map((row) => [row.nombre, row.rut, row.detalle]),
    empty: `Sin ${title.toLowerCase()} informados`,
  });
  return [
    {
      kind: 'list',
      title: 'Información General',
      items: data.general.map(({ label, value }) => `${label}: ${label === 'Capital' ? amount(value) : value || '-'}`),
      empty: 'Sin información general',
    },
    people('Socios', data.socios, 'Participación'),
    people('Administradores', data.administradores, 'Cargo'),
    {
      kind: 'list',
      title: 'Apoderados',
      items: data.apoderados.map((row) => `${row.nombre}${row.rut ? ` (${row.rut})` : ''}: ${row.detalle || '-'}`),
      empty: 'Sin apoderados informados',
    },
  ];
}
