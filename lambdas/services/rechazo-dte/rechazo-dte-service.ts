/**
 * 'Rechazar Dte' of the owed screen (core-platform §2 "A 'Rechazar Dte' button exists in one variant"):
 * the debtor company, receptor of the DTEs ceded to a factoring, claims them at the SII
 * (RegistroReclamoDteService.ingresarAceptacionReclamoDoc, SII-PROTOCOLS.md §6) with its own certificate's seed token,
 * so the claim is on the registry's record and every factoring holding the document sees it in the DTE's events.
 * Each document gets the SII's codResp and descResp; one document's failure only marks its own result. The caller has
 * checked the company, the owed flag and that the company owes each document.
 */
import { reclamoQueda, type AccionReclamo, type RechazoDteResultado } from '@domain/reclamo/reclamo-dte';
import type { DocumentKey } from '@domain/document-key';

export type { RechazoDteResultado };
import { isSiiError } from '../../sii/web/errors';
import type { FactoringSiiGateway } from '../../sii/web/factoring-gateway';
import type { FactoringScope } from '../../platform/factoring-scope';

/** A company's session at the SII for claims; close() ends it and stores its archived answers, never throws. */
export type ReclamoSession = Pick<FactoringSiiGateway, 'ingresarAceptacionReclamoDoc'> & { close(): Promise<void> };

/**
 * Opens the session of the scope's company with its stored credentials (nothing is sent before the first
 * call).
 * @throws what the credential store throws.
 */
export type OpenReclamoSession = (scope: FactoringScope, now: Date) => Promise<ReclamoSession>;

/** SiiError codes after which no other document is tried: every call would fail the same way. */
const FATAL_CODES: ReadonlySet<string> = new Set(['sin-credenciales', 'certificado-rechazado']);

/** The claims of one company. */
export class RechazoDteService {
  constructor(private readonly deps: { openSession: OpenReclamoSession; now(): Date }) {}

  /**
   * Claims each document with `accion`, one after the other (the SII web client paces the host).
   * @param scope the debtor company its entry handler verified, receptor of the documents.
   * @returns one result per document, in input order.
   * @throws what opening the session throws; SII failures become results instead.
   */
  async rechazar(
    scope: FactoringScope,
    dtes: readonly DocumentKey[],
    accion: AccionReclamo,
  ): Promise<RechazoDteResultado[]> {
    const session = await this.deps.openSession(scope, this.deps.now());
    const results: RechazoDteResultado[] = [];
    let fatal: string | null = null;
    try {
      for (const dte of dtes) {
        const row = { rutEmisor: dte.rutEmisor, folio: dte.folio, tipo: dte.tipoDTE };
        if (fatal !== null) {
          results.push({ ...row, codResp: null, descResp: fatal, ok: false });
          continue;
        }
        try {
          const answer = await session.ingresarAceptacionReclamoDoc(dte, accion);
          results.push({
            ...row,
            codResp: answer.codResp,
            descResp: answer.descResp,
            ok: reclamoQueda(answer.codResp),
          });
        } catch (error) {
          if (!isSiiError(error)) throw error;
          if (FATAL_CODES.has(error.code)) fatal = error.userMessage;
          results.push({ ...row, codResp: null, descResp: error.userMessage, ok: false });
        }
      }
    } finally {
      await session.close();
    }
    return results;
  }
}
