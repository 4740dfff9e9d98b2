import { writeFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { formatClp } from '@domain/es-cl-format';
import type { ConstitutionDocument } from '@domain/company-registry/constitution-json';
import { buildClientReport, type ClientReportRequest } from '@web/features/client-detail/model/report/client-report';
import {
  type FiguresBlock,
  type ReportServerSources,
  type TableBlock,
  type TextBlock,
} from '@web/features/client-detail/model/report/report-types';
import { renderClientReportPdf } from '@web/features/client-detail/model/report/client-report-pdf';
import { statuteAmount } from '@web/features/client-detail/model/report/constitucion-report-section';
import { readPdf } from '@tests/unit/documents/pdf-content';
import { cesion, doc, loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';

const TODAY = '2025-05-02';
/** 2025-04-28 15:30 UTC is 11:30 in Santiago (UTC-4). */
const LAST_UPDATE = new Date('2025-04-28T15:30:00Z');

/**
 * tgr_deuda rows: two owed forms (one payment past due), an agreement instalment still to pay and a paid cartola row.
 */
const deuda = [
  {
    source: 'listaDeudas',
    formTipo: 29,
    formFolio: '100',
    fechaVcto: '2025-01-20',
    montoNetoTotal: 2_000_000,
    montoTotalTotal: 2_450_000,
    condonaTotal: 0,
    numeroResolucion: 0,
    nombreFormulario: 'IVA',
    nemoGirador: 'SII',
  },
  {
    source: 'listaDeudas',
    formTipo: 22,
    formFolio: '200',
    fechaVcto: '2025-08-30',
    montoNetoTotal: 1_000_000,
    montoTotalTotal: 1_300_000,
    condonaTotal: 0,
    numeroResolucion: 0,
    nombreFormulario: 'Renta',
    nemoGirador: 'SII',
  },
  {
    source: 'listaDeudas',
    formTipo: 99,
    formFolio: '300',
    fechaVcto: '2025-09-10',
    montoNetoTotal: 700_000,
    montoTotalTotal: 750_000,
    condonaTotal: 0,
    numeroResolucion: 5511,
    nombreFormulario: 'Convenio',
    nemoGirador: 'TGR',
  },
  {
    source: 'cartola',
    formTipo: 99,
    formFolio: '301',
    fechaVcto: '2025-02-10',
    montoNetoTotal: 700_000,
    montoTotalTotal: 750_000,
    condonaTotal: 0,
    numeroResolucion: 5511,
    nombreFormulario: 'Convenio',
    nemoGirador: 'TGR',
  },
];
const tables = () => ({
  librocv: [doc({ folio: 1, fechaEmision: '2025-03-05', total: 12_340_000 })],
  cesion: [
    cesion({
      folioDTE: 1,
      fechaEmision: '2025-03-05',
      montoCesion: 12_340_000,
      fechaHoraCesion: '2025-03-06 10:00:00',
    }),
  ],
  tgr_deuda: deuda,
});

/** M$ as the page writes it, computed here: millions with one decimal and a decimal comma. */
const millions = (amount: number) => `M$${(amount / 1_000_000).toFixed(1).replace('.', ',')}`;

const CAUSAS = [
  {
    rol: 'C-1234-2024',
    fechaIngreso: '2024-06-03',
    caratulado: 'BANCO SUR / COMERCIAL ANDES SPA',
    tribunal: '1º Juzgado Civil de Santiago',
    competencia: 'civil' as const,
    alertasCartera: [],
  },
  {
    rol: 'O-88-2025',
    fechaIngreso: '2025-01-15',
    caratulado: 'PÉREZ / COMERCIAL ANDES SPA',
    tribunal: 'Juzgado de Letras del Trabajo de Valparaíso',
    competencia: 'laboral' as const,
    alertasCartera: [],
  },
];
const LITIGANTE = {
  rol: 'O-88-2025',
  participante: 'DDO.',
  rut: '76.000.001-1',
  persona: 'Jurídica',
  nombre: 'COMERCIAL ANDES SPA',
  cartera: [],
};
const EXTRACTED: ConstitutionDocument = {
  extracted: {
    summary:
      "Comercial Andes SpA es una sociedad por acciones constituida el 10/03/2019 conforme a la Ley 20.659 ('Empresa en un día').",
    declared_capital: '$25.000.000',
    participants: [
      { name: 'Ana Rojas', rut: '12.345.678-5', is_business: false, role: 'Accionista', profit_sharing: '60%' },
    ],
    representatives: [
      {
        name: 'Ana Rojas',
        rut: '12.345.678-5',
        role: 'Gerente General',
        powers: 'Representar a la sociedad con amplias facultades',
      },
    ],
    stock_info: {
      total_shares: '1000',
      share_classes: 'Ordinarias',
      share_value: '$25.000',
      share_distribution: [{ owner: 'Ana Rojas', shares: '600' }],
      other_details: '',
    },
  },
  legacy: null,
};
const LEGACY: ConstitutionDocument = {
  extracted: null,
  legacy: {
    general: [
      { label: 'Razón Social', value: 'Comercial Andes Limitada' },
      { label: 'Fecha de Constitución', value: '10/03/2015' },
      { label: 'Capital', value: '$3.500.000' },
    ],
    socios: [{ nombre: 'Juan Soto', rut: '9.876.543-3', detalle: '50%' }],
    administradores: [{ nombre: 'Juan Soto', rut: '9.876.543-3', detalle: 'Administrador' }],
    apoderados: [],
  },
};

const ready: ReportServerSources = {
  tgr: { ok: true, data: { status: 'ready', lastUpdate: LAST_UPDATE, url: 'https://api.test/tgr' } },
  poderJudicial: { ok: true, data: { causas: CAUSAS, litigantes: { 'O-88-2025': [LITIGANTE] } } },
  constitucion: {
    ok: true,
    data: {
      constitucion: { status: 'registered', signedUrl: 'https://s3.test/e.pdf', jsonUrl: 'https://s3.test/e.json' },
      document: { ok: true, data: EXTRACTED },
    },
  },
};

function request(
  sources: ReportServerSources,
  amountMode: ClientReportRequest['amountMode'] = 'completo',
): ClientReportRequest {
  return {
    range: { inicio: '2025-03-01', fin: '2025-04-30' },
    today: TODAY,
    amountMode,
    sources,
    tabs: ['cesiones', 'tgr', 'poderJudicial', 'constitucion'],
    razonSocial: 'Comercial Andes SpA',
    user: 'analista@factoring.cl',
    now: new Date('2025-05-02T13:05:00Z'),
  };
}

const section = (report: ReturnType<typeof buildClientReport>, title: string) =>
  report.sections.find((candidate) => candidate.title === title)!;
const figure = (block: unknown, label: string) =>
  (block as FiguresBlock).items.find((item) => item.label === label)?.value;
const texts = (blocks: readonly unknown[]) =>
  blocks.filter((block): block is TextBlock => (block as TextBlock).kind === 'text').map((block) => block.text);

describe('Informe de cliente: TGR, Poder Judicial and Constitución sections', () => {
  it('prints the TGR date and the fiscal debt figures of the client database, in M$ when the page is in millions', async () => {
    const db = await loadTestDatabase(tables());
    const report = buildClientReport(db, request(ready, 'millones'));
    const tgr = section(report, 'TGR: Cartola Fiscal');
    // Fiscal debt (client-radar.md §7): not cartola, and no resolution or past due.
    const owed = deuda.filter(
      (row) => row.source !== 'cartola' && (row.numeroResolucion === 0 || row.fechaVcto < TODAY),
    );
    expect(figure(tgr.blocks[0], 'Última actualización')).toBe('28-04-2025 11:30');
    expect(figure(tgr.blocks[0], 'Deuda fiscal total')).toBe(
      millions(owed.reduce((sum, row) => sum + row.montoTotalTotal, 0)),
    );
    expect(figure(tgr.blocks[0], 'Formularios adeudados')).toBe(`${owed.length} formularios`);
    expect(figure(tgr.blocks[0], 'Pagos vencidos')).toBe('Sí');
    expect(figure(tgr.blocks[0], 'Convenios vigentes')).toBe(`1 convenio, ${millions(750_000 + 750_000)}`);
    const table = tgr.blocks[1] as TableBlock;
    expect(table.rows.map((row) => row[4])).toEqual(owed.map((row) => millions(row.montoTotalTotal)));
    expect(report.unidad).toBe('Montos en millones de pesos (M$)');
    expect(figure(section(report, 'Cesiones').blocks[0], 'Monto cedido')).toBe(millions(12_340_000));
  });

  it('prints the TGR state as text when it is processing, the session failed or the request failed', async () => {
    const db = await loadTestDatabase(tables());
    const line = 'Sin información de la TGR al 02/05/2025.';
    const processing = buildClientReport(db, request({ tgr: { ok: true, data: { status: 'processing' } } }));
    expect(texts(section(processing, 'TGR: Cartola Fiscal').blocks)).toEqual([
      `Estamos procesando la información de la TGR, vuelva a intentar en unos minutos. ${line}`,
    ]);
    const refused = buildClientReport(db, request({ tgr: { ok: true, data: { status: 'session-failed' } } }));
    expect(texts(section(refused, 'TGR: Cartola Fiscal').blocks)).toEqual([
      `No se pudo iniciar la sesión con la TGR. ${line}`,
    ]);
    const failed = buildClientReport(db, request({ tgr: { ok: false, error: 'Failed to fetch' } }));
    expect(texts(section(failed, 'TGR: Cartola Fiscal').blocks)).toEqual([line]);
  });

  it('lists the court cases with the tab’s columns and the litigants only of the cases already loaded', async () => {
    const db = await loadTestDatabase(tables());
    const pjud = section(buildClientReport(db, request(ready)), 'Poder Judicial');
    expect(figure(pjud.blocks[0], 'Causas judiciales')).toBe(`${CAUSAS.length} causas`);
    expect((pjud.blocks[1] as TableBlock).rows).toEqual(
      CAUSAS.map((c) => [c.rol, c.fechaIngreso.split('-').reverse().join('/'), c.caratulado, c.tribunal]),
    );
    const litigantes = pjud.blocks.slice(2) as TableBlock[];
    expect(litigantes.map((block) => block.title)).toEqual(['Litigantes de la causa O-88-2025']);
    expect(litigantes[0]!.rows).toEqual([[LITIGANTE.participante, LITIGANTE.rut, LITIGANTE.persona, LITIGANTE.nombre]]);

    const none = section(
      buildClientReport(db, request({ poderJudicial: { ok: true, data: { causas: [], litigantes: {} } } })),
      'Poder Judicial',
    );
    expect(figure(none.blocks[0], 'Causas judiciales')).toBe('0 causas');
    expect(texts(none.blocks)).toEqual(['No se encontraron registros judiciales para este RUT']);
    const failed = section(
      buildClientReport(db, request({ poderJudicial: { ok: false, error: 'HTTP error! status: 500' } })),
      'Poder Judicial',
    );
    expect(texts(failed.blocks)).toEqual(['Sin información de Poder Judicial al 02/05/2025.']);
  });

  it('prints the company’s registry data: extracted statute with capital in the page’s mode, legacy layout, not registered, failed', async () => {
    const db = await loadTestDatabase(tables());
    const title = 'Constitución: Estado de la Empresa';
    const extracted = section(buildClientReport(db, request(ready, 'millones')), title);
    expect(texts(extracted.blocks)).toEqual([
      "Empresa registrada en el Registro de Empresas y Sociedades ('Empresa en un día')",
      EXTRACTED.extracted!.summary,
    ]);
    const figures = extracted.blocks.find((block) => block.kind === 'figures');
    expect(figure(figures, 'Capital Declarado')).toBe(millions(25_000_000));
    expect(figure(figures, 'Valor por acción')).toBe(millions(25_000));
    const participants = extracted.blocks.find(
      (block) => block.kind === 'table' && block.title === 'Participantes',
    ) as TableBlock;
    expect(participants.rows).toEqual([['Ana Rojas', '12.345.678-5', 'Persona', 'Accionista', '60%']]);

    const registered = {
      status: 'registered' as const,
      signedUrl: 'https://s3.test/e.pdf',
      jsonUrl: 'https://s3.test/e.json',
    };
    const legacy = section(
      buildClientReport(
        db,
        request({
          constitucion: { ok: true, data: { constitucion: registered, document: { ok: true, data: LEGACY } } },
        }),
      ),
      title,
    );
    const general = legacy.blocks.find((block) => block.kind === 'list' && block.title === 'Información General');
    expect(general?.kind === 'list' && general.items).toEqual([
      'Razón Social: Comercial Andes Limitada',
      'Fecha de Constitución: 10/03/2015',
      `Capital: ${formatClp(3_500_000)}`,
    ]);
    expect(
      (legacy.blocks.find((block) => block.kind === 'table' && block.title === 'Socios') as TableBlock).rows,
    ).toEqual([['Juan Soto', '9.876.543-3', '50%']]);

    const notRegistered = section(
      buildClientReport(
        db,
        request({ constitucion: { ok: true, data: { constitucion: { status: 'not_registered' }, document: null } } }),
      ),
      title,
    );
    expect(texts(notRegistered.blocks)).toEqual([
      "La empresa no está registrada en el Registro de Empresas y Sociedades ('Empresa en un día')",
    ]);
    const failed = section(
      buildClientReport(db, request({ constitucion: { ok: false, error: 'Error del servidor: 502' } })),
      title,
    );
    expect(texts(failed.blocks)).toEqual(['Sin información de constitución al 02/05/2025.']);
  });

  it('reformats only whole statute amounts', () => {
    expect(statuteAmount('$1.500.000', (amount) => `<${amount}>`)).toBe('<1500000>');
    expect(statuteAmount('-$2.000', (amount) => `<${amount}>`)).toBe('<-2000>');
    expect(statuteAmount('UF 1.000', (amount) => `<${amount}>`)).toBe('UF 1.000');
    expect(statuteAmount('', (amount) => `<${amount}>`)).toBe('-');
  });

  it('renders the three sections and the M$ unit in the PDF', async () => {
    const db = await loadTestDatabase(tables());
    const bytes = await renderClientReportPdf(PDFDocument, buildClientReport(db, request(ready, 'millones')));
    if (process.env.SHOTS_DIR) writeFileSync(path.join(process.env.SHOTS_DIR, 'server-sections.pdf'), bytes);
    const pdf = await readPdf(bytes);
    expect(pdf.text).toContain('Montos en millones de pesos (M$)');
    expect(pdf.text).toContain('TGR: Cartola Fiscal');
    expect(pdf.text).toContain('Última actualización 28-04-2025 11:30');
    expect(pdf.text).toContain('Poder Judicial');
    expect(pdf.text).toContain('C-1234-2024');
    expect(pdf.text).toContain('Litigantes de la causa O-88-2025');
    expect(pdf.text).toContain('Constitución: Estado de la Empresa');
    expect(pdf.text).toContain(`Capital Declarado ${millions(25_000_000)}`);
    expect(pdf.text).toContain(`Monto cedido ${millions(12_340_000)}`);
    expect(pdf.text).not.toContain(formatClp(12_340_000));
  });
});
