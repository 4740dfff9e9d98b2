/**
 * The client list's correo and telefono of each client (client-radar.md §3 "Company row"), from what the refresh
 * already stored: the MAIL_CEDENTE of the factoring's stored cessions, and the CorreoEmisor and Telefono of the DTE
 * inside the stored AEC of the client's latest ceded documents (domain/empresas/client-contact.ts picks the most
 * recent non-empty value of each).
 */
import { parseAec } from '@domain/aec/parse';
import type { CessionRecord } from '@domain/cession';
import { latestContact, type ClientContact, type ContactObservation } from '@domain/empresas/client-contact';
import type { DocumentStore } from '../../store/document-store';

/** AECs read at most per client while looking for a telefono (newest documents first). */
export const MAX_AECS_PER_CLIENT = 3;

interface Evidence {
  mail: ContactObservation | null;
  /**
   * The newest documents the client issued that have a stored AEC (its S3 key and the document for reports), newest
   * first, at most MAX_AECS_PER_CLIENT.
   */
  issued: { fecha: string; aecKey: string; documento: string; tipoDTE: number; folio: number }[];
}

/** Collects, while the factoring's cessions are read, where each company's contact can be found. */
export class ContactEvidence {
  private readonly byRut = new Map<string, Evidence>();

  /** Notes the record's MAIL_CEDENTE (for its cedente) and its AEC (for the DTE's emisor). */
  add(record: CessionRecord): void {
    if (record.mailCedente?.trim()) {
      const evidence = this.of(record.cedente.rut);
      if (!evidence.mail || record.fechaCesion > evidence.mail.fecha)
        evidence.mail = { fecha: record.fechaCesion, correo: record.mailCedente, telefono: null };
    }
    if (record.aecKey) {
      const evidence = this.of(record.emisor.rut);
      const { tipoDTE, folio } = record;
      const same = evidence.issued.findIndex((d) => d.tipoDTE === tipoDTE && d.folio === folio);
      if (same >= 0 && evidence.issued[same]!.fecha >= record.fechaCesion) return;
      if (same >= 0) evidence.issued.splice(same, 1);
      const documento = `${record.emisor.rut} ${tipoDTE} ${folio}`;
      evidence.issued.push({ fecha: record.fechaCesion, aecKey: record.aecKey, documento, tipoDTE, folio });
      evidence.issued.sort((a, b) => b.fecha.localeCompare(a.fecha));
      evidence.issued.length = Math.min(evidence.issued.length, MAX_AECS_PER_CLIENT);
    }
  }

  /**
   * The contact of one company: its latest MAIL_CEDENTE against the CorreoEmisor of its newest AEC, and the
   * Telefono of the newest of its (up to 3) latest AECs that has one.
   * @param aecs the documents bucket holding the AECs the refresh stored.
   * @param onProblem told about an AEC that cannot be read or parsed, or whose DTE another emisor issued (the
   *   others still count).
   */
  async contactOf(
    aecs: Pick<DocumentStore, 'getAec'>,
    rut: string,
    onProblem: (problem: string) => void,
  ): Promise<ClientContact> {
    const evidence = this.byRut.get(rut);
    if (!evidence) return { correo: null, telefono: null };
    const observations: ContactObservation[] = evidence.mail ? [evidence.mail] : [];
    for (const { fecha, aecKey, documento } of evidence.issued) {
      try {
        const bytes = await aecs.getAec(aecKey);
        const aec = bytes ? parseAec(bytes) : null;
        if (aec && aec.dte.rutEmisor !== rut)
          throw new Error(`el DTE del AEC es de otro emisor (${aec.dte.rutEmisor})`);
        const contacto = aec?.contactoEmisor;
        if (contacto) observations.push({ fecha, ...contacto });
        if (contacto?.telefono) break;
      } catch (error) {
        onProblem(`AEC ${documento}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return latestContact(observations);
  }

  private of(rut: string): Evidence {
    let evidence = this.byRut.get(rut);
    if (!evidence) {
      evidence = { mail: null, issued: [] };
      this.byRut.set(rut, evidence);
    }
    return evidence;
  }
}
