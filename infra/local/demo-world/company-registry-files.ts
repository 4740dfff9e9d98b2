/**
 * The demo world's files about a client company beyond its SII books:
 * - empresas/{rut}/CARPETA_TRIBUTARIA_{rut}.pdf, the SII's tax folder (tax-folder-pdf.ts), for 3 clients of 4 (the 2nd
 *   of each 4 has none yet: 'Archivo aún no disponible'), loaded by local mode (infra/local/seed-company-files.ts) and
 *   served by the local SII's carpeta;
 * - the Registro de Empresas y Sociedades' pages of the company (read by lambdas/public-sources/res/res-registry.ts
 *   through the public source 'res', in the format of domain/company-registry/res-estado.ts): res/estado/{rut}.json,
 *   its 'Estado de la Empresa', and for a registered company res/estatuto/{rut}.pdf, its 'Certificado de Estatuto
 *   Actualizado'. 2 clients of 3 are registered (the 2nd of each 3 is not), the 3rd of each 3 migrated into the
 *   registry (its statute is not structured data: the tab's legacy layout).
 */
import PDFDocument from 'pdfkit';
import { parseIvaHistory } from '@domain/client-db/iva-history';
import { displayRut, formatClp } from '@domain/es-cl-format';
import { rutFromBody } from '@domain/rut';
import { taxFolderFileName } from '@lambdas/store/company-files/company-file-names';
import { personName } from './names';
import { plusDays } from './local-time';
import { pdfBytesNow } from './pdf-now';
import type { Rng } from './rng';
import { renderTaxFolderPdf } from './tax-folder-pdf';
import type { WorldCompany } from './world-model';

/** Folder of a company's registry and tax folder files, relative to the world's root. */
export function companyFolder(rut: string): string {
  return `empresas/${rut}`;
}

/**
 * Which of these files a client has, by its position among the world's cedentes (every state appears from 2 clients
 * on).
 */
export function companyFileStates(index: number): { taxFolder: boolean; registered: boolean; legacy: boolean } {
  const registered = index % 3 !== 1;
  return { taxFolder: index % 4 !== 1, registered, legacy: index % 3 === 2 };
}

interface Partner {
  name: string;
  rut: string;
  is_business: boolean;
  share: number;
}

/**
 * The tax folder of one client company (empresas/{rut}/), when its state has one.
 * @param index its position among the world's cedentes (companyFileStates); ivaHistory its HISTORIAL_IVA JSON bytes.
 * @param today the world's day 'yyyy-MM-dd'.
 */
export function taxFolderFiles(
  rng: Rng,
  company: WorldCompany,
  index: number,
  ivaHistory: Uint8Array,
  today: string,
): { name: string; bytes: Uint8Array }[] {
  if (!companyFileStates(index).taxFolder) return [];
  const { rows } = parseIvaHistory(ivaHistory, company.rut);
  return [
    { name: taxFolderFileName(company.rut), bytes: renderTaxFolderPdf(rng.fork('carpeta'), company, rows, today) },
  ];
}

/** Path of a company's 'Estado de la Empresa' in the registry's source folder. */
export function resEstadoPath(rut: string): string {
  return `res/estado/${rut}.json`;
}

/** Path of a company's 'Certificado de Estatuto Actualizado' in the registry's source folder. */
export function resEstatutoPath(rut: string): string {
  return `res/estatuto/${rut}.pdf`;
}

/**
 * The Registro de Empresas y Sociedades' pages of one client company, paths relative to the world's root.
 * @param index its position among the world's cedentes (companyFileStates); today the world's day 'yyyy-MM-dd'.
 */
export function registryPages(
  rng: Rng,
  company: WorldCompany,
  index: number,
  today: string,
): { path: string; bytes: Uint8Array }[] {
  const states = companyFileStates(index);
  const pageMethod = (value: unknown) => Buffer.from(`${JSON.stringify({ d: JSON.stringify(value) })}\n`, 'utf8');
  if (!states.registered) return [{ path: resEstadoPath(company.rut), bytes: pageMethod({ Encontrado: false }) }];
  const statute = drawStatute(rng.fork('estatuto'), company, today);
  return [
    {
      path: resEstadoPath(company.rut),
      bytes: pageMethod(estadoAnswer(rng.fork('actuaciones'), company, statute, states.legacy, today)),
    },
    { path: resEstatutoPath(company.rut), bytes: renderStatutePdf(company, statute, today) },
  ];
}

interface Statute {
  tipo:
    | 'SpA'
    | 'Sociedad Anónima'
    | 'Sociedad de Responsabilidad Limitada'
    | 'Empresa Individual de Responsabilidad Limitada';
  fechaConstitucion: string;
  capital: number;
  partners: Partner[];
  shares: number | null;
  cve: string;
}

function drawStatute(rng: Rng, company: WorldCompany, today: string): Statute {
  const name = company.razonSocial;
  const tipo = name.endsWith('SPA')
    ? 'SpA'
    : name.endsWith('S.A.')
      ? 'Sociedad Anónima'
      : name.endsWith('E.I.R.L.')
        ? 'Empresa Individual de Responsabilidad Limitada'
        : 'Sociedad de Responsabilidad Limitada';
  const count = tipo.startsWith('Empresa Individual') ? 1 : rng.int(2, 3);
  const people: Omit<Partner, 'share'>[] = [
    { name: company.representante.nombre, rut: company.representante.rut, is_business: false },
  ];
  while (people.length < count) {
    people.push(
      rng.chance(0.25)
        ? {
            name: `INVERSIONES ${personName(rng).split(' ')[1]} SPA`,
            rut: rutFromBody(rng.int(76_000_000, 77_999_999)),
            is_business: true,
          }
        : { name: personName(rng), rut: rutFromBody(rng.int(6_000_000, 24_999_999)), is_business: false },
    );
  }
  const weights = people.map(() => rng.int(1, 4));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const shares = people.map((_, i) => Math.round((weights[i]! / total) * 100));
  shares[0]! += 100 - shares.reduce((sum, s) => sum + s, 0);
  const withShares = tipo === 'SpA' || tipo === 'Sociedad Anónima';
  return {
    tipo,
    fechaConstitucion: plusDays(today, -rng.int(400, 4000)),
    capital: rng.int(1, 200) * 1_000_000,
    partners: people.map((p, i) => ({ ...p, share: shares[i]! })),
    shares: withShares ? rng.int(1, 100) * 1000 : null,
    cve: Array.from({ length: 4 }, () => rng.int(0, 0xffff).toString(16).toUpperCase().padStart(4, '0')).join('-'),
  };
}

const POWERS =
  'Representar a la sociedad con las más amplias facultades de administración; abrir y cerrar cuentas corrientes; ceder y endosar facturas; contratar créditos';

/** The decoded 'Estado de la Empresa' of a registered company (res-estado.ts, dates 'dd-MM-yyyy'). */
function estadoAnswer(rng: Rng, company: WorldCompany, s: Statute, migrada: boolean, today: string) {
  const dashed = (iso: string) => iso.split('-').reverse().join('-');
  const cve = () =>
    Array.from({ length: 4 }, () => rng.int(0, 0xffff).toString(16).toUpperCase().padStart(4, '0')).join('-');
  const actuaciones = [
    { Tipo: migrada ? 'Migración' : 'Constitución', Fecha: dashed(s.fechaConstitucion), Cve: cve() },
  ];
  if (rng.chance(0.5))
    actuaciones.push({ Tipo: 'Modificación', Fecha: dashed(plusDays(today, -rng.int(30, 300))), Cve: cve() });
  return {
    Encontrado: true,
    Rut: displayRut(company.rut),
    RazonSocial: company.razonSocial,
    TipoSociedad: s.tipo,
    FechaConstitucion: dashed(s.fechaConstitucion),
    Domicilio: `${company.direccion}, ${company.comuna}`,
    Objeto: company.giro,
    Capital: formatClp(s.capital),
    Duracion: 'Indefinida',
    Estado: 'Vigente',
    Migrada: migrada,
    Actuaciones: actuaciones,
    Socios: s.partners.map((p) => ({
      Nombre: p.name,
      Rut: displayRut(p.rut),
      PersonaJuridica: p.is_business,
      Participacion: `${p.share}%`,
      Acciones: s.shares ? String(Math.round((s.shares * p.share) / 100)) : null,
    })),
    Administradores: [
      {
        Nombre: company.representante.nombre,
        Rut: displayRut(company.representante.rut),
        Cargo: s.shares ? 'Gerente General' : 'Administrador',
        Facultades: POWERS,
      },
    ],
    Acciones: s.shares
      ? {
          Total: String(s.shares),
          Clases: ['Ordinarias, serie única'],
          Valor: formatClp(Math.round(s.capital / s.shares)),
          Detalle: 'Acciones nominativas, sin valor nominal, íntegramente suscritas y pagadas.',
        }
      : null,
  };
}

function renderStatutePdf(company: WorldCompany, s: Statute, today: string): Uint8Array {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    compress: false,
    info: { Title: `Estatuto actualizado ${company.rut}`, CreationDate: new Date(`${today}T12:00:00Z`) },
  });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text('Ministerio de Economía, Fomento y Turismo - Registro de Empresas y Sociedades', { align: 'center' })
    .moveDown();
  doc.font('Helvetica-Bold').fontSize(14).text('CERTIFICADO DE ESTATUTO ACTUALIZADO', { align: 'center' }).moveDown();
  doc.font('Helvetica').fontSize(10);
  doc.text(`Razón social: ${company.razonSocial}`);
  doc.text(`RUT: ${displayRut(company.rut)}`);
  doc.text(`Tipo de persona jurídica: ${s.tipo}`);
  doc.text(`Fecha de constitución: ${display(s.fechaConstitucion)}`);
  doc.text(`Domicilio: ${company.direccion}, ${company.comuna}`);
  doc.text(`Objeto: ${company.giro}`);
  doc.text(`Capital: ${formatClp(s.capital)}${s.shares ? `, dividido en ${s.shares} acciones` : ''}`).moveDown();
  doc.font('Helvetica-Bold').text(s.shares ? 'Accionistas' : 'Socios');
  doc.font('Helvetica');
  for (const p of s.partners) doc.text(`${p.name}, RUT ${displayRut(p.rut)}: ${p.share}%`);
  doc.moveDown().font('Helvetica-Bold').text('Administración');
  doc
    .font('Helvetica')
    .text(`${company.representante.nombre}, RUT ${displayRut(company.representante.rut)}. ${POWERS}.`)
    .moveDown();
  doc
    .fontSize(8)
    .text(
      `Emitido el ${display(today)}. Código de verificación electrónica (CVE): ${s.cve}. Valide este certificado en www.registrodeempresasysociedades.cl`,
    );
  return pdfBytesNow(doc);
}

function display(iso: string): string {
  return iso.split('-').reverse().join('/');
}
