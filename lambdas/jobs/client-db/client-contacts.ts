/**
 * The client list's correo and telefono of each client (client-radar.md §3 "Company row"), from what is already
 * stored or one SII look-up away: the MAIL_CEDENTE of the factoring's stored cessions, and the CorreoEmisor and
 * Telefono of the DTE inside the AEC of the client's latest ceded documents (domain/empresas/client-contact.ts
 * picks the most recent non-empty value of each).
 */
import { parseAec } from '../../../domain/aec/parse';
import type { CessionRecord } from '../../../domain/cession';
import { latestContact, type ClientContact, type ContactObservation } from '../../../domain/empresas/client-contact';
import type { DteKey, SiiGateway } from '../../sii/port';

/** AECs read at most per client while looking for a telefono (newest documents first). */
export const MAX_AECS_PER_CLIENT = 3;

interface Evidence {
  mail: ContactObservation | null;
  /** The newest documents the client issued that have an AEC, newest first, at most MAX_AECS_PER_CLIENT. */
  issued: { fecha: string; dte: DteKey }[];
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
      const dte: DteKey = { rutEmisor: record.emisor.rut, tipoDTE: record.tipoDTE, folio: record.folio };
      const same = evidence.issued.findIndex((d) => d.dte.tipoDTE === dte.tipoDTE && d.dte.folio === dte.folio);
      if (same >= 0 && evidence.issued[same]!.fecha >= record.fechaCesion) return;
      if (same >= 0) evidence.issued.splice(same, 1);
      evidence.issued.push({ fecha: record.fechaCesion, dte });
      evidence.issued.sort((a, b) => b.fecha.localeCompare(a.fecha));
      evidence.issued.length = Math.min(evidence.issued.length, MAX_AECS_PER_CLIENT);
    }
  }

  /**
   * The contact of one company: its latest MAIL_CEDENTE against the CorreoEmisor of its newest AEC, and the
   * Telefono of the newest of its (up to 3) latest AECs that has one.
   * @param onProblem told about an AEC that cannot be read or parsed, or whose DTE another emisor issued (the
   *   others still count).
   */
  async contactOf(
    gateway: Pick<SiiGateway, 'fetchAec'>,
    rut: string,
    onProblem: (problem: string) => void,
  ): Promise<ClientContact> {
    const evidence = this.byRut.get(rut);
    if (!evidence) return { correo: null, telefono: null };
    const observations: ContactObservation[] = evidence.mail ? [evidence.mail] : [];
    for (const { fecha, dte } of evidence.issued) {
      try {
        const file = await gateway.fetchAec(dte);
        const aec = file ? parseAec(file.bytes) : null;
        if (aec && aec.dte.rutEmisor !== rut) throw new Error(`el DTE del AEC es de otro emisor (${aec.dte.rutEmisor})`);
        const contacto = aec?.contactoEmisor;
        if (contacto) observations.push({ fecha, ...contacto });
        if (contacto?.telefono) break;
      } catch (error) {
        onProblem(`AEC ${dte.rutEmisor} ${dte.tipoDTE} ${dte.folio}: ${error instanceof Error ? error.message : String(error)}`);
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
