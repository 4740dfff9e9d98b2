/**
 * Annotating an accepted cesión in the local SII's registry, as the SII's own answers then show it: the new AEC
 * becomes the document's latest (RTCDescargarXmlCons, getEstCesionRelac's holder), and the cesión appears in the
 * "cesiones en período" answers of its cedente, cesionario and deudor (one TXT file per company, role and day, under
 * registro-local/ in the served directory), taken into the served index at once. Annotations run one at a time.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { aecFileName } from '@domain/aec/build';
import type { Aec } from '@domain/aec/types';
import { siiDocumentName } from '@domain/dte-types';
import type { SiiRole } from '@domain/sii-role';
import { periodFileName } from '@lambdas/sii/web/answer-names';
import type { SiiContext } from './context';
import { ANNOTATIONS_DIR } from './sii-files';
import { renderTxtAnswer } from './period-answer';
import { readServedRows, type ServedRow } from './period-rows';

const queues = new WeakMap<SiiContext, Promise<void>>();

/**
 * Annotates the last cesión of `accepted.aec` (whose bytes are `accepted.bytes`) in the served files and their index.
 * @throws the filesystem error when a file cannot be written.
 */
export function annotateCesion(ctx: SiiContext, accepted: { aec: Aec; bytes: Uint8Array }): Promise<void> {
  return inAnnotationQueue(ctx, () => annotate(ctx, accepted));
}

/**
 * Runs `write` after every annotation of `ctx` asked before it (a failed one does not stop the queue), so two
 * annotations never read and rewrite the same file at once.
 * @returns what `write` returns; rejects with what it throws.
 */
export function inAnnotationQueue<T>(ctx: SiiContext, write: () => Promise<T>): Promise<T> {
  const previous = queues.get(ctx) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(write);
  queues.set(
    ctx,
    next.then(() => undefined),
  );
  return next;
}

async function annotate(ctx: SiiContext, { aec, bytes }: { aec: Aec; bytes: Uint8Array }): Promise<void> {
  const dir = path.join(ctx.files.root, ANNOTATIONS_DIR);
  await mkdir(dir, { recursive: true });
  const { dte, current } = aec;
  const aecName = aecFileName(dte.rutEmisor, dte.tipoDTE, dte.folio, current.seq);
  await writeFile(path.join(dir, aecName), bytes);
  const day = current.tmstCesion.slice(0, 10);
  const cells = [
    dte.rutEmisor,
    'Cesion Vigente',
    dte.rutReceptor,
    current.eMailDeudor ?? 'null',
    String(dte.tipoDTE),
    siiDocumentName(dte.tipoDTE),
    String(dte.folio),
    dte.fechaEmision,
    String(dte.montoTotal),
    current.cedente.rut,
    current.cedente.razonSocial,
    current.cedente.email ?? 'null',
    current.cesionario.rut,
    current.cesionario.razonSocial,
    current.cesionario.email ?? 'null',
    `${day} ${current.tmstCesion.slice(11, 16)}`,
    String(current.montoCesion),
    current.ultimoVencimiento ?? '',
  ];
  const row: ServedRow = { line: null, cells, day, key: '' };
  const parties: Array<[string, SiiRole]> = [
    [current.cedente.rut, 'cedente'],
    [current.cesionario.rut, 'cesionario'],
    [dte.rutReceptor, 'deudor'],
  ];
  const written = [aecName];
  for (const [rut, role] of parties) written.push(await appendRow(dir, { rut, role, desde: day, hasta: day }, row));
  ctx.files.noteWritten(written.map((name) => path.join(ANNOTATIONS_DIR, name)));
}

/** Appends `row` to the company's answer file of the day. @returns the file's name. */
async function appendRow(
  dir: string,
  asked: { rut: string; role: SiiRole; desde: string; hasta: string },
  row: ServedRow,
): Promise<string> {
  const name = periodFileName(asked.rut, asked.role, asked.desde, asked.hasta, 'TXT');
  const file = path.join(dir, name);
  const existing = await readFile(file).then(readServedRows, () => []);
  await writeFile(file, renderTxtAnswer(asked, [...existing, row]));
  return name;
}
