/**
 * Registering a claim event at the local SII: the DTE's listarEventosHistDoc answer is rewritten with the event added
 * (codResp 15, the SII's event description, the holder of the token as rutResponsable, the Chile time of now) as
 * registro-local/EVENTOS--{rutEmisor}--{tipo}--{folio}.xml, and taken into the served index at once, so every later
 * question about the DTE (listarEventosHistDoc, consultarDocDteCedible, a factoring's refresh) sees the claim.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { CHILE_TIME_ZONE } from '@domain/chile-time';
import type { EventCode } from '@domain/event-codes';
import type { DteEvent } from '@domain/event-types';
import type { DocumentKey } from '@domain/document-key';
import { renderEventList } from '@infra/local/demo-world/soap-answers';
import { startOfDay, SECONDS_PER_HOUR } from '@infra/local/demo-world/local-time';
import { eventsFileName } from '@lambdas/sii/web/answer-names';
import type { SiiContext } from './context';
import { ANNOTATIONS_DIR } from './sii-files';

/**
 * Writes `events` plus the new event `codigo` by `responsable` (RUT 'NNNNNNNN-D') at `now` as the DTE's events answer.
 * @throws the filesystem error when the file cannot be written.
 */
export async function annotateEvent(
  ctx: SiiContext,
  dte: DocumentKey,
  events: readonly DteEvent[],
  event: { codigo: EventCode; responsable: string; now: Date },
): Promise<void> {
  const dir = path.join(ctx.files.root, ANNOTATIONS_DIR);
  await mkdir(dir, { recursive: true });
  const fecha = format(event.now, 'yyyy-MM-dd HH:mm:ss', { in: tz(CHILE_TIME_ZONE) });
  const eventos = [...events, { codigo: event.codigo, fecha, responsable: event.responsable }].map((e) => ({
    codigo: e.codigo as EventCode,
    fecha: localSeconds(e.fecha),
    responsable: e.responsable,
  }));
  const name = eventsFileName(dte);
  await writeFile(path.join(dir, name), renderEventList({ eventAnswer: { kind: 'lista', eventos } })!);
  ctx.files.noteWritten([path.join(ANNOTATIONS_DIR, name)]);
}

/** 'yyyy-MM-dd HH:mm:ss' (Chile local) as seconds on the local calendar (the demo world's clock). */
function localSeconds(dateTime: string): number {
  const [h = 0, m = 0, s = 0] = dateTime.slice(11).split(':').map(Number);
  return startOfDay(dateTime.slice(0, 10)) + h * SECONDS_PER_HOUR + m * 60 + s;
}
