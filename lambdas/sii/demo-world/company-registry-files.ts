/**
 * The demo world's files about a client company beyond its SII books (lambdas/company-files/company-file-names.ts),
 * written under empresas/{rut}/ and loaded into the documents bucket by local mode (infra/local/seed-company-files.ts):
 * - CARPETA_TRIBUTARIA_{rut}.pdf, the SII's tax folder (tax-folder-pdf.ts), for 3 clients of 4 (the 2nd of each
 *   4 has none yet: 'Archivo aún no disponible');
 * - for 2 clients of 3 (the 2nd of each 3 is not registered), the Registro de Empresas y Sociedades' updated statute:
 *   ESTATUTO_ACTUALIZADO_{rut}.pdf, the certificate, and ESTATUTO_ACTUALIZADO_{rut}.json, the data extracted from it
 *   (domain/company-registry/constitution-json.ts): `{ "rut", "fuente", "datos_extraidos": { summary, declared_capital,
 *   participants, representatives, stock_info } }`, or for 1 registered client of 4 the legacy layout
 *   `{ razonSocial, rut, tipoEmpresa, fechaConstitucion, domicilio, objeto, capital, duracion, socios,
 *   administradores, apoderados }`.
 */
import PDFDocument from 'pdfkit';
import { parseIvaHistory } from '../../../domain/client-db/iva-history';
import { displayRut, formatClp } from '../../../domain/es-cl-format';
import { rutFromBody } from '../../../domain/rut';
import { statuteDataFileName, statuteFileName, taxFolderFileName } from '../../company-files/company-file-names';
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

/** Which of these files a client has, by its position among the world's cedentes (every state appears from 2 clients on). */
export function companyFileStates(index: number): { taxFolder: boolean; registered: boolean; legacy: boolean } {
  const registered = index % 3 !== 1;
  return { taxFolder: index % 4 !== 1, registered, legacy: registered && index % 4 === 2 };
}

interface Partner {
  name: string;
  rut: string;
  is_business: boolean;
  share: number;
}

/**
 * The files of one client company.
 * @param index its position among the world's cedentes (companyFileStates); ivaHistory its HISTORIAL_IVA JSON bytes.
 * @param today the world's day 'yyyy-MM-dd'.
 */
export function companyRegistryFiles(rng: Rng, company: WorldCompany, index: number, ivaHistory: Uint8Array, today: string): { name: string; bytes: Uint8Array }[] {
  const states = companyFileStates(index);
  const files: { name: string; bytes: Uint8Array }[] = [];
  if (states.taxFolder) {
    const { rows } = parseIvaHistory(ivaHistory, company.rut);
    files.push({ name: taxFolderFileName(company.rut), bytes: renderTaxFolderPdf(rng.fork('carpeta'), company, rows, today) });
  }
  if (!states.registered) return files;
  const statute = drawStatute(rng.fork('estatuto'), company, today);
  files.push({ name: statuteFileName(company.rut), bytes: renderStatutePdf(company, statute, today) });
  const json = states.legacy ? legacyJson(company, statute) : extractedJson(company, statute);
  files.push({ name: statuteDataFileName(company.rut), bytes: Buffer.from(`${JSON.stringify(json, null, 1)}\n`, 'utf8') });
  return files;
}

interface Statute {
  tipo: 'SpA' | 'Sociedad Anónima' | 'Sociedad de Responsabilidad Limitada' | 'Empresa Individual de Responsabilidad Limitada';
  fechaConstitucion: string;
  capital: number;
  partners: Partner[];
  shares: number | null;
  cve: string;
}

function drawStatute(rng: Rng, company: WorldCompany, today: string): Statute {
  const name = company.razonSocial;
  const tipo = name.endsWith('SPA') ? 'SpA' : name.endsWith('S.A.') ? 'Sociedad Anónima' : name.endsWith('E.I.R.L.') ? 'Empresa Individual de Responsabilidad Limitada' : 'Sociedad de Responsabilidad Limitada';
  const count = tipo.startsWith('Empresa Individual') ? 1 : rng.int(2, 3);
  const people: Omit<Partner, 'share'>[] = [{ name: company.representante.nombre, rut: company.representante.rut, is_business: false }];
  while (people.length < count) {
    people.push(
      rng.chance(0.25)
        ? { name: `INVERSIONES ${personName(rng).split(' ')[1]} SPA`, rut: rutFromBody(rng.int(76_000_000, 77_999_999)), is_business: true }
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

const POWERS = 'Representar a la sociedad con las más amplias facultades de administración; abrir y cerrar cuentas corrientes; ceder y endosar facturas; contratar créditos';

function extractedJson(company: WorldCompany, s: Statute) {
  const role = s.shares ? 'Accionista' : 'Socio';
  return {
    rut: company.rut,
    fuente: 'Registro de Empresas y Sociedades',
    datos_extraidos: {
      summary: `${company.razonSocial} es una ${s.tipo} constituida el ${display(s.fechaConstitucion)} conforme a la Ley 20.659 ('Empresa en un día'), con domicilio en ${company.comuna}. Su objeto es ${company.giro.toLowerCase()}.`,
      declared_capital: formatClp(s.capital),
      participants: s.partners.map((p) => ({ name: p.name, rut: p.rut, is_business: p.is_business, role, profit_sharing: `${p.share}%` })),
      representatives: [{ name: company.representante.nombre, rut: company.representante.rut, role: s.shares ? 'Gerente General' : 'Administrador', powers: POWERS }],
      stock_info: s.shares
        ? {
            total_shares: String(s.shares),
            share_classes: ['Ordinarias, serie única'],
            share_value: formatClp(Math.round(s.capital / s.shares)),
            share_distribution: s.partners.map((p) => ({ owner: p.name, shares: String(Math.round((s.shares! * p.share) / 100)) })),
            other_details: 'Acciones nominativas, sin valor nominal, íntegramente suscritas y pagadas.',
          }
        : null,
    },
  };
}

function legacyJson(company: WorldCompany, s: Statute) {
  return {
    razonSocial: company.razonSocial,
    rut: company.rut,
    tipoEmpresa: s.tipo,
    fechaConstitucion: display(s.fechaConstitucion),
    domicilio: `${company.direccion}, ${company.comuna}`,
    objeto: company.giro,
    capital: formatClp(s.capital),
    duracion: 'Indefinida',
    socios: s.partners.map((p) => ({ nombre: p.name, rut: p.rut, participacion: `${p.share}%` })),
    administradores: [{ nombre: company.representante.nombre, rut: company.representante.rut, cargo: 'Administrador' }],
    apoderados: [{ nombre: company.representante.nombre, rut: company.representante.rut, facultades: POWERS }],
  };
}

function renderStatutePdf(company: WorldCompany, s: Statute, today: string): Uint8Array {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, compress: false, info: { Title: `Estatuto actualizado ${company.rut}`, CreationDate: new Date(`${today}T12:00:00Z`) } });
  doc.font('Helvetica').fontSize(9).text('Ministerio de Economía, Fomento y Turismo - Registro de Empresas y Sociedades', { align: 'center' }).moveDown();
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
  doc.font('Helvetica').text(`${company.representante.nombre}, RUT ${displayRut(company.representante.rut)}. ${POWERS}.`).moveDown();
  doc.fontSize(8).text(`Emitido el ${display(today)}. Código de verificación electrónica (CVE): ${s.cve}. Valide este certificado en www.registrodeempresasysociedades.cl`);
  return pdfBytesNow(doc);
}

function display(iso: string): string {
  return iso.split('-').reverse().join('/');
}
