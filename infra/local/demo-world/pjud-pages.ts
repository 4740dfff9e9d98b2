/**
 * The demo world's Poder Judicial case search pages (Oficina Judicial Virtual, "Consulta Unificada de Causas"; read by
 * lambdas/public-sources/pjud through lambdas/public-sources and domain/pjud/pjud-pages.ts): pjud/causas/{rut}.html
 * with the table 'causas' and pjud/litigantes/{rol}.html with the table 'litigantes'. Clients alternate, by their
 * position among the world's clients sorted by RUT, between 12 cases (more than one page of 10) and none. A client with
 * cases holds one case of each litigant answer of client-detail.md §8: litigants, none (NO_LITIGANTES_FOUND), a
 * reserved case (403), the search failing with 500, 502 and 503, and an answer slower than the 30 s limit.
 */
import { escapeHtml } from '@lambdas/platform/html';
import { largeCompanyName, personName } from './names';
import type { Rng } from './rng';
import { plusDays } from './local-time';
import type { PublicSourceFile } from './tgr-cartola-pages';

/** How a demo case's litigants page answers. */
export type LitigantesDemo =
  'litigantes' | 'sin-litigantes' | 'reservada' | 'error-500' | 'error-502' | 'error-503' | 'demora';

/** The litigant answers of a client's cases, in case order; the rest of its 12 cases list litigants. */
export const CASE_ANSWERS: readonly LitigantesDemo[] = [
  'litigantes',
  'sin-litigantes',
  'reservada',
  'error-500',
  'error-502',
  'error-503',
  'demora',
];
/** Cases of a client with cases. */
export const CASES_PER_CLIENT = 12;
/** How long the slow case's litigants take, ms: beyond the client's 30 s limit. */
export const SLOW_LITIGANTES_MS = 35_000;

const TRIBUNALES = [
  '1º Juzgado Civil de Santiago',
  '2º Juzgado de Letras del Trabajo de Santiago',
  '3º Juzgado Civil de Concepción',
  'Juzgado de Cobranza Laboral y Previsional de Santiago',
];
const MATERIAS = ['COBRO DE PESOS', 'JUICIO EJECUTIVO', 'DEMANDA LABORAL', 'GESTIÓN PREPARATORIA'];

const page = (title: string, body: string) =>
  `<!DOCTYPE html>\n<html lang="es">\n<head><meta charset="utf-8"><title>${title}</title><script src="/js/ojv.js"></script></head>\n<body>\n${body}\n</body>\n</html>\n`;

const slashDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * Every page of one client.
 * @param index the client's position among the world's clients sorted by RUT (even: 12 cases, odd: none).
 * @param today the world's day 'yyyy-MM-dd'.
 */
export function pjudPages(
  rng: Rng,
  rut: string,
  razonSocial: string,
  index: number,
  today: string,
): PublicSourceFile[] {
  const table = (cells: string) =>
    `<table id="causas" class="table"><thead><tr><th>Rol</th><th>Fecha Ingreso</th><th>Caratulado</th><th>Tribunal</th></tr></thead><tbody>\n${cells}\n</tbody></table>`;
  if (index % 2 === 1)
    return [{ path: `pjud/causas/${rut}.html`, text: page('Consulta Unificada de Causas', table('')) }];
  const files: PublicSourceFile[] = [];
  const causas: string[] = [];
  for (let n = 0; n < CASES_PER_CLIENT; n++) {
    const answer = CASE_ANSWERS[n] ?? 'litigantes';
    const fecha = plusDays(today, -rng.int(20, 900));
    const rol = `C-${rng.int(1_000, 29_999)}${index}${n}-${fecha.slice(0, 4)}`;
    const demandante = largeCompanyName(rng);
    causas.push(
      `<tr><td>${rol}</td><td>${slashDate(fecha)}</td><td>${escapeHtml(`${demandante}/${razonSocial}`)} (${rng.pick(MATERIAS)})</td><td>${rng.pick(TRIBUNALES)}</td></tr>`,
    );
    files.push(litigantesPage(rng, rol, answer, { rut, razonSocial, demandante }));
  }
  files.unshift({
    path: `pjud/causas/${rut}.html`,
    text: page('Consulta Unificada de Causas', table(causas.join('\n'))),
  });
  return files;
}

function litigantesPage(
  rng: Rng,
  rol: string,
  answer: LitigantesDemo,
  parties: { rut: string; razonSocial: string; demandante: string },
): PublicSourceFile {
  const path = `pjud/litigantes/${rol}.html`;
  const table = (cells: string) =>
    `<h3>Litigantes causa ${rol}</h3><table id="litigantes" class="table"><thead><tr><th>Participante</th><th>RUT</th><th>Persona</th><th>Nombre o Razón Social</th></tr></thead><tbody>\n${cells}\n</tbody></table>`;
  if (answer === 'reservada')
    return {
      path,
      text: page(
        'Causa reservada',
        `<h3>Causa reservada</h3><p>La causa ${rol} es reservada; sus litigantes no se muestran.</p>`,
      ),
    };
  if (answer === 'sin-litigantes') return { path, text: page('Litigantes', table('')) };
  if (answer === 'error-500')
    return {
      path,
      text: page('500 Internal Server Error', '<h1>Internal Server Error</h1>'),
      envelope: { status: 500 },
    };
  if (answer === 'error-502')
    return { path, text: page('502 Bad Gateway', '<h1>Bad Gateway</h1>'), envelope: { status: 502 } };
  if (answer === 'error-503')
    return { path, text: page('503 Service Unavailable', '<h1>Service Unavailable</h1>'), envelope: { status: 503 } };
  const abogado = personName(rng);
  const cells = [
    `<tr><td>DTE.</td><td>${rng.int(76_000_000, 79_999_999)}-${rng.int(0, 9)}</td><td>Jurídica</td><td>${escapeHtml(parties.demandante)}</td></tr>`,
    `<tr><td>DDO.</td><td>${parties.rut}</td><td>Jurídica</td><td>${escapeHtml(parties.razonSocial)}</td></tr>`,
    `<tr><td>AB.DTE</td><td>${rng.int(8_000_000, 19_999_999)}-${rng.int(0, 9)}</td><td>Natural</td><td>${escapeHtml(abogado)}</td></tr>`,
  ].join('\n');
  return {
    path,
    text: page('Litigantes', table(cells)),
    ...(answer === 'demora' ? { envelope: { delayMs: SLOW_LITIGANTES_MS } } : {}),
  };
}
