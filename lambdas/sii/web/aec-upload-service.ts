/**
 * The AEC upload, "envío automático de archivos electrónicos de cesión" (AEC-UPLOAD manual v1.0; SII-PROTOCOLS.md §8):
 * POST {palena}/cgi_rtc/RTC/RTCAnotEnvio.cgi, multipart/form-data with emailNotif, rutCompany, dvCompany and archivo
 * (the signed ISO-8859-1 AEC as text/xml), the seed token as `Cookie: TOKEN=<token>`. The answer is RECEPCIONAEC;
 * STATUS 5 (token invalid or expired) raises 'token-expirado' so the token side renews it once, and is the only case
 * sent twice: the SII received nothing. The request is otherwise sent once (`once`): a second upload after a lost
 * answer could register a second cesión, so the caller decides, asking the registry when the answer was lost.
 */
import { FormData } from 'undici';
import { normalizeRut } from '@domain/rut';
import { parseRecepcionAec, RECEPCION_STATUS_TEXT, type RecepcionAec } from '@domain/sii-web/recepcion-aec';
import { archiveAnswer, type AnswerArchive } from './answer-archive';
import { BROWSER_HEADERS } from './browser-headers';
import { SiiError } from './errors';
import { parseAnswer } from './parse-answer';
import type { SiiHttp } from './sii-http';

/** What the upload needs. */
export interface AecUploadContext {
  http: SiiHttp;
  /** Base URL of palena (settings.hosts.palena). */
  palena: string;
  archive: AnswerArchive;
}

/** One AEC to upload. */
export interface AecUpload {
  /** The cedente of the AEC's last cesión, 'NNNNNNNN-D' (the company the token's holder acts for). */
  rutCedente: string;
  /** Where the SII e-mails the envío's result. */
  emailNotif: string;
  /** The file name, 'AEC--{rutEmisor}--{tipo}--{folio}--SEQ-{n}.xml'. */
  fileName: string;
  /** The signed AEC, ISO-8859-1 bytes, sent as they are. */
  bytes: Uint8Array;
}

/**
 * Uploads one AEC.
 * @returns the RECEPCIONAEC with STATUS 0 and its TRACKID.
 * @throws SiiError 'token-expirado' (STATUS 5), 'envio-rechazado' (STATUS 1 the user may not send for the cedente, 2
 *   file size, 4 missing parameters, 6 the cedente is no electronic issuer: detail 'STATUS n: text'),
 *   'envio-no-recibido' (HTTP 5xx, STATUS 9/10: nothing taken, send again later), 'sii-no-disponible' (no answer) and
 *   'respuesta-invalida' (an unreadable answer): in these last two the envío's fate is unknown.
 */
export async function uploadAec(context: AecUploadContext, token: string, upload: AecUpload): Promise<RecepcionAec> {
  const operation = 'RTCAnotEnvio';
  const [rut = '', dv = ''] = normalizeRut(upload.rutCedente).split('-');
  const form = new FormData();
  form.append('emailNotif', upload.emailNotif);
  form.append('rutCompany', rut);
  form.append('dvCompany', dv);
  form.append('archivo', new Blob([new Uint8Array(upload.bytes)], { type: 'text/xml' }), upload.fileName);
  const answer = await context.http.send({
    operation,
    method: 'POST',
    url: `${context.palena}/cgi_rtc/RTC/${operation}.cgi`,
    headers: { ...BROWSER_HEADERS, cookie: `TOKEN=${token}` },
    body: form,
    once: true,
    archive: context.archive,
  });
  archiveAnswer(context.archive, operation, answer);
  if (answer.status >= 500) throw new SiiError('envio-no-recibido', { operation, detail: `HTTP ${answer.status}` });
  if (answer.status !== 200) throw new SiiError('respuesta-invalida', { operation, detail: `HTTP ${answer.status}` });
  const recepcion = parseAnswer(operation, () => parseRecepcionAec(answer.bytes));
  if (recepcion.status === 0) return recepcion;
  const detail = `STATUS ${recepcion.status}: ${RECEPCION_STATUS_TEXT[recepcion.status] ?? 'desconocido'}`;
  throw new SiiError(statusError(recepcion.status), { operation, rut: upload.rutCedente, detail });
}

function statusError(status: number): SiiError['code'] {
  if (status === 5) return 'token-expirado';
  if (status === 9 || status === 10) return 'envio-no-recibido';
  return 'envio-rechazado';
}
