/**
 * The AEC upload over the wire (SII-PROTOCOLS.md §7-§8): the SII web client's RTCAnotEnvio and getEstEnvio against the
 * local SII, with the certificate the local SII issued. A next cesión built and signed by the platform is received
 * (STATUS 0, TRACKID), shown validating (VCS), then accepted (EOK) and annotated: the registry serves the new AEC and
 * names the new holder. Refusals: a tampered AEC (RFS), one that does not continue the registry (RCS), a second
 * upload of the same cesión (RCS), and the sender's own refusals (STATUS 5 expired token).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAec } from '@domain/aec/parse';
import type { EnvioAec } from '@domain/aec-envio/envio';
import type { DocumentKey } from '@domain/document-key';
import { ENVIO_AEC_BUILDER } from '@lambdas/services/envios/envio-aec-builder';
import { openPkcs12 } from '@lambdas/sii/certificate/open-pkcs12';
import { startSiiLive, withCertificateOnly, type SiiLive } from '../../support/sii-live-harness';
import { dtesWithAec } from '../../support/sii-live-world';

let live: SiiLive;
const WINDOW = { desde: '2025-03-18', hasta: '2025-06-30' };

beforeAll(async () => {
  live = await startSiiLive({ envioProcessingMs: 300 });
});

afterAll(async () => {
  await live?.stop();
});

const factoring = () => live.sii.credentials.factorings[0]!;
const recesionario = () => live.sii.credentials.factorings[1]!;

/** The envío facts of a re-cesión of `dte` to the second factoring (a known taxpayer). */
function envioOf(stored: Uint8Array, dte: DocumentKey): EnvioAec {
  const chain = parseAec(stored);
  const to = recesionario();
  return {
    estado: 'en-cola',
    trackId: null,
    estadoSii: null,
    glosa: null,
    tipoAccion: 'cesion',
    rutCesionario: to.rutEmpresa,
    cesionario: {
      rut: to.rutEmpresa,
      razonSocial: to.razonSocial,
      direccion: 'AV. APOQUINDO 3650, LAS CONDES',
      email: 'cesiones@copihue.cl',
    },
    montoCesion: chain.current.montoCesion,
    ultimoVencimiento: '2025-08-30',
    idSecuencia: chain.current.seq,
    origenAecKey: `aec/${dte.rutEmisor}/${dte.tipoDTE}/${dte.folio}`,
    aecKey: null,
    enviadoEn: new Date().toISOString(),
    actualizadoEn: new Date().toISOString(),
    consultas: 0,
  };
}

/** The `index`-th DTE the factoring still holds (the last cesionario of its latest AEC), with that AEC's bytes. */
async function heldAec(index: number): Promise<{ dte: DocumentKey; bytes: Uint8Array }> {
  const dtes = await dtesWithAec(live.files, { rut: factoring().rutEmpresa, role: 'cesionario', ...WINDOW });
  const held: Array<{ dte: DocumentKey; bytes: Uint8Array }> = [];
  for (const dte of dtes) {
    const file = await live.files.fetchAec(dte);
    if (file && parseAec(file.bytes).current.cesionario.rut === factoring().rutEmpresa)
      held.push({ dte, bytes: file.bytes });
  }
  return held[index]!;
}

function build(stored: Uint8Array, dte: DocumentKey) {
  const { certificado } = factoring();
  return ENVIO_AEC_BUILDER.buildNext(
    stored,
    envioOf(stored, dte),
    openPkcs12(certificado.pfx, certificado.password),
    new Date(),
  );
}

async function poll(
  gateway: ReturnType<SiiLive['client']['factoringGateway']>,
  trackId: string,
  until: (estado: string | null) => boolean,
) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const answer = await gateway.getEstEnvio(trackId);
    if (until(answer.estadoEnvio)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`getEstEnvio ${trackId} sin estado final`);
}

describe('RTCAnotEnvio and getEstEnvio at the local SII', () => {
  it('receives a signed next cesión, shows it validating, accepts it and annotates it in the registry', async () => {
    const { dte, bytes } = await heldAec(0);
    const built = build(bytes, dte);
    const gateway = live.client.factoringGateway(withCertificateOnly(factoring()), live.capture.archive());
    try {
      const recepcion = await gateway.uploadAec({
        emailNotif: built.emailCedente,
        fileName: built.fileName,
        bytes: built.bytes,
      });
      expect(recepcion).toMatchObject({ status: 0, rutCompany: factoring().rutEmpresa, file: built.fileName });
      expect(recepcion.trackId).toMatch(/^\d{10}$/);
      expect((await gateway.getEstEnvio(recepcion.trackId!)).estadoEnvio).toBe('VCS');
      const final = await poll(gateway, recepcion.trackId!, (estado) => estado !== 'VCS');
      expect(final).toMatchObject({ estado: 0, estadoEnvio: 'EOK', trackId: recepcion.trackId });

      // The registry now serves the new AEC and names the recessionary as holder.
      const latest = await gateway.fetchAec(dte);
      expect(new Uint8Array(latest!.bytes)).toEqual(new Uint8Array(built.bytes));
      // The factoring is no longer the holder (nor the receptor): the registry says it is not linked (-15).
      expect((await gateway.getEstCesionRelac(dte)).estado).toBe(-15);

      // The same cesión sent again does not continue the registry any more.
      const again = await gateway.uploadAec({
        emailNotif: built.emailCedente,
        fileName: built.fileName,
        bytes: built.bytes,
      });
      const second = await poll(gateway, again.trackId!, (estado) => estado !== 'VCS');
      expect(second.estadoEnvio).toBe('RCS');
    } finally {
      await gateway.close();
    }
    expect(live.capture.siiNotes.some((note) => note.includes('EOK'))).toBe(true);
  });

  it('rejects a tampered AEC for its signature (RFS)', async () => {
    const { dte, bytes } = await heldAec(1);
    const built = build(bytes, dte);
    const text = Buffer.from(built.bytes).toString('latin1');
    // One digit of the new cesión's (the last) MontoCesion, which this envío signed.
    const at = text.lastIndexOf('<MontoCesion>') + '<MontoCesion>'.length;
    const tampered = Buffer.from(`${text.slice(0, at)}${(Number(text[at]) + 1) % 10}${text.slice(at + 1)}`, 'latin1');
    expect(tampered.equals(Buffer.from(built.bytes))).toBe(false);
    const gateway = live.client.factoringGateway(withCertificateOnly(factoring()), live.capture.archive());
    try {
      const recepcion = await gateway.uploadAec({
        emailNotif: built.emailCedente,
        fileName: built.fileName,
        bytes: new Uint8Array(tampered),
      });
      const final = await poll(gateway, recepcion.trackId!, (estado) => estado !== 'VCS');
      expect(final.estadoEnvio).toBe('RFS');
    } finally {
      await gateway.close();
    }
  });

  it("refuses an expired token's upload once (STATUS 5) and sends it again with a new token", async () => {
    const { dte, bytes } = await heldAec(2);
    const built = build(bytes, dte);
    const gateway = live.client.factoringGateway(withCertificateOnly(factoring()), live.capture.archive());
    try {
      await gateway.getEstEnvio('0000000001');
      live.sii.control.expireTokens();
      live.sii.control.resetRequests();
      const recepcion = await gateway.uploadAec({
        emailNotif: built.emailCedente,
        fileName: built.fileName,
        bytes: built.bytes,
      });
      expect(recepcion.status).toBe(0);
      const uploads = live.sii.control.requests().filter((r) => r.operation === 'RTCAnotEnvio');
      expect(uploads.map((r) => r.status)).toEqual([200, 200]);
    } finally {
      await gateway.close();
    }
  });
});
