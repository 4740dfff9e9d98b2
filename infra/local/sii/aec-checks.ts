/**
 * How the local SII judges an uploaded AEC, in the order of the getEstEnvio states (RPETC-WS manual §3.2.1): first
 * lambdas/sii/aec/verify-aec.ts (RSC the file is not an AEC of the schema, RFS any of its signatures does not
 * verify, RCR/RDC/RCS the AEC's own rules), then RCR when the carátula does not name the sender as cedente, RDC the
 * document is not in the registry or may not be ceded (consultarDocDteCedible's rules over its events), RCS the cesión
 * does not continue the registry (sequence, holder) or its cesionario is no registered taxpayer; else EOK. The
 * rejection texts are the local SII's own, in the SII's style.
 */
import { parseAec } from '@domain/aec/parse';
import type { Aec } from '@domain/aec/types';
import { describeProblem, verifyAec } from '@lambdas/sii/aec/verify-aec';
import type { SiiContext } from './context';
import { readAecFacts } from './aec-facts';
import { cedible } from './registro-reclamo';

/** codResp of consultarDocDteCedible that forbid a cesión: type not cedible, voided by NC, claimed, not received. */
const NOT_CEDIBLE: ReadonlySet<number> = new Set([18, 20, 21, 24]);

/** The rejection states in the order the SII validates (RPETC-WS manual §3.2.1). */
const STATE_ORDER = ['RSC', 'RFS', 'RCR', 'RDC', 'RCS'];

/** The verdict: the final ESTADO_ENVIO and DESC_ESTADO, and the accepted AEC to annotate. */
export interface UploadVerdict {
  estado: string;
  glosa: string;
  accepted: { aec: Aec; bytes: Uint8Array } | null;
}

/**
 * Judges the AEC `bytes` sent by `rutCompany` against the registry of `ctx`.
 * @returns EOK with the parsed AEC, or a rejection state with its text.
 */
export async function judgeUpload(ctx: SiiContext, bytes: Uint8Array, rutCompany: string): Promise<UploadVerdict> {
  const reject = (estado: string, glosa: string): UploadVerdict => ({ estado, glosa, accepted: null });
  // Every signature counts, the earlier parties' too (an AEC is refused whole). The SII validates in the order of
  // its states (schema, signature, carátula, document, cesiones), so the first state found is the answer.
  const problem = verifyAec(bytes).sort((a, b) => STATE_ORDER.indexOf(a.estado) - STATE_ORDER.indexOf(b.estado))[0];
  if (problem) return reject(problem.estado, describeProblem(problem));
  const aec = parseAec(bytes);
  if (aec.caratula.rutCedente !== rutCompany) {
    return reject('RCR', `Carátula: el cedente ${aec.caratula.rutCedente} no es la empresa que envía (${rutCompany})`);
  }
  const dte = { rutEmisor: aec.dte.rutEmisor, tipoDTE: aec.dte.tipoDTE, folio: aec.dte.folio };
  const path = ctx.files.aecPath(dte);
  const facts = path ? await ctx.files.parsed(path, readAecFacts) : null;
  if (!path || !facts) return reject('RDC', 'Documento no registrado en el Registro Electrónico de Cesiones');
  const verdict = await cedible(ctx, dte);
  if (NOT_CEDIBLE.has(verdict.codResp)) return reject('RDC', verdict.descResp);
  if (aec.current.seq !== (ctx.files.aecSeq(dte) ?? 0) + 1) {
    return reject('RCS', `La cesión ${aec.current.seq} no es la siguiente anotación del documento`);
  }
  if (facts.tenedor !== aec.current.cedente.rut) {
    return reject('RCS', `El cedente ${aec.current.cedente.rut} no es el tenedor vigente del documento`);
  }
  const cesionario = aec.current.cesionario.rut;
  if (cesionario !== aec.dte.rutEmisor && !ctx.taxpayers.has(cesionario)) {
    return reject('RCS', `Cesionario ${cesionario} no es un contribuyente vigente en el SII`);
  }
  return { estado: 'EOK', glosa: 'Anotación de cesión registrada', accepted: { aec, bytes } };
}
