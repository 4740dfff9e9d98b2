/**
 * The Carpeta Tributaria Electrónica "para solicitar créditos" of a client company's own portal session
 * (SII-PROTOCOLS.md §10; client-detail.md §2 Carpeta Tributaria tab, §9 "24 IVA forms and 2 Renta forms").
 *
 * Sequence, all GETs with the session's cookies on the carpeta host (settings.hosts.cte, zeus.sii.cl):
 * 1. /dii_cgi/carpeta_tributaria/cte_para_creditos_00.cgi — the page name is [U] (§10); that it is a frameset whose
 *    frame named 'cte' holds the carpeta is [U] too; the frame's address is read from the page, not assumed.
 * 2. the 'cte' frame: the carpeta HTML, read by domain/sii-web/cte-page.ts (structure confirmed by a real capture,
 *    see there), which lists the 24 F29 months;
 * 3. each filed month's form, CONCVF_VerFormulario.cgi?… as the page links it (confirmed), its `datos` object read;
 * 4. the PDF: cte_para_creditos_02.cgi — our rendition ("Continuar" on the reviewed carpeta gives the PDF); the
 *    answer must be application/pdf starting with '%PDF-'.
 * Refusal pages (not authenticated, 'Por el momento no se puede responder…') become the session's SiiErrors; any
 * other unreadable answer is 'respuesta-invalida'. Every answer is archived (the PDF and the history under their
 * names).
 */
import { isPdf } from '@domain/pdf-signature';
import type { SiiOperation } from './sii-operations';
import {
  f29HistoryEntry,
  readCteFrameSrc,
  readCtePage,
  readF29Form,
  type IvaHistoryEntry,
} from '@domain/sii-web/cte-page';
import { classifyPortalPage } from '@domain/sii-web/portal-page';
import { taxFolderFileName } from '../../store/company-files/company-file-names';
import type { SiiFile } from '../../platform/sii-port';
import { ivaHistoryFileName } from './answer-names';
import type { CarpetaTributaria } from './client-api';
import { archiveAnswer, type AnswerArchive } from './answer-archive';
import { BROWSER_HEADERS } from './browser-headers';
import { SiiError } from './errors';
import { parseAnswer } from './parse-answer';
import { refusalError } from './portal-refusal';
import type { PortalSession } from './portal-session';
import type { SiiAnswer, SiiHttp } from './sii-http';
import type { SiiWebSettings } from '../../platform/sii-settings';

/** The carpeta CGIs' folder on the carpeta host. */
export const CTE_PATH = '/dii_cgi/carpeta_tributaria/';

/** What the carpeta needs. */
export interface CteContext {
  http: SiiHttp;
  settings: Pick<SiiWebSettings, 'hosts'>;
  archive: AnswerArchive;
  session: PortalSession;
  /** The session's company (the client), 'NNNNNNNN-D'. */
  rutSession: string;
}

/**
 * Gathers the session company's carpeta.
 * @throws SiiError 'respuesta-invalida' (a page or form that cannot be read, a carpeta of another taxpayer, an answer
 *   that is not a PDF), a refusal page's error ('sesion-expirada' is renewed once by the session), the session's login
 *   errors, 'sii-no-disponible'.
 */
export async function fetchCarpetaTributaria(context: CteContext): Promise<CarpetaTributaria> {
  return context.session.run(async () => {
    const base = `${context.settings.hosts.cte}${CTE_PATH}`;
    const framesetUrl = `${base}cte_para_creditos_00.cgi`;
    const frameset = await getPage(context, 'cte_para_creditos_00', framesetUrl, framesetUrl);
    const pageUrl = new URL(
      parseAnswer('cte_para_creditos_00', () => readCteFrameSrc(frameset.bytes)),
      framesetUrl,
    ).href;
    const page = await getPage(context, 'cte_carpeta', pageUrl, framesetUrl);
    const carpeta = parseAnswer('cte_carpeta', () => readCtePage(page.bytes));
    if (carpeta.rut !== context.rutSession) {
      throw new SiiError('respuesta-invalida', {
        operation: 'cte_carpeta',
        rut: context.rutSession,
        detail: `carpeta de ${carpeta.rut}`,
      });
    }
    const declaraciones: IvaHistoryEntry[] = [];
    for (const month of carpeta.months) {
      if (!month.formUrl) continue;
      const form = await getPage(context, 'CONCVF_VerFormulario', new URL(month.formUrl, pageUrl).href, pageUrl);
      const f29 = parseAnswer('CONCVF_VerFormulario', () => readF29Form(form.bytes));
      if (f29.periodo !== month.periodo) {
        throw new SiiError('respuesta-invalida', {
          operation: 'CONCVF_VerFormulario',
          detail: `F29 de ${f29.periodo} para ${month.periodo}`,
        });
      }
      declaraciones.push(f29HistoryEntry(f29));
    }
    const pdf = await getPdf(context, `${base}cte_para_creditos_02.cgi`, pageUrl);
    const history = { rut: context.rutSession, formulario: '29', declaraciones };
    const ivaHistory = {
      name: ivaHistoryFileName(context.rutSession),
      bytes: new TextEncoder().encode(`${JSON.stringify(history, null, 1)}\n`),
    };
    archiveAnswer(
      context.archive,
      'cte_historial_iva',
      { status: 200, bytes: ivaHistory.bytes, receivedAt: new Date() },
      ivaHistory.name,
    );
    return { pdf, ivaHistory };
  });
}

/** A carpeta page: archived; a refusal page thrown as its SiiError; any HTTP status but 200 is 'respuesta-invalida'. */
async function getPage(context: CteContext, operation: SiiOperation, url: string, referer: string): Promise<SiiAnswer> {
  const answer = await send(context, operation, url, referer);
  archiveAnswer(context.archive, operation, answer);
  refuseOn(context, operation, answer);
  if (answer.status !== 200) throw new SiiError('respuesta-invalida', { operation, detail: `HTTP ${answer.status}` });
  return answer;
}

async function getPdf(context: CteContext, url: string, referer: string): Promise<SiiFile> {
  const operation = 'cte_para_creditos_02';
  const answer = await send(context, operation, url, referer);
  const name = taxFolderFileName(context.rutSession);
  const pdf = answer.status === 200 && isPdf(answer.bytes);
  archiveAnswer(context.archive, operation, answer, pdf ? name : undefined);
  if (pdf) return { name, bytes: answer.bytes };
  refuseOn(context, operation, answer);
  throw new SiiError('respuesta-invalida', {
    operation,
    detail: `HTTP ${answer.status}, ${String(answer.headers['content-type'] ?? 'sin tipo')}, no es un PDF`,
  });
}

function send(context: CteContext, operation: SiiOperation, url: string, referer: string): Promise<SiiAnswer> {
  return context.http.send({
    operation,
    method: 'GET',
    url,
    headers: { ...BROWSER_HEADERS, referer },
    jar: context.session.jar,
    archive: context.archive,
  });
}

/** @throws the SiiError of a portal refusal page (domain/sii-web/portal-page.ts). */
function refuseOn(context: CteContext, operation: string, answer: SiiAnswer): void {
  const verdict = classifyPortalPage(answer.bytes);
  if (verdict) throw refusalError(verdict, operation, context.rutSession);
}
