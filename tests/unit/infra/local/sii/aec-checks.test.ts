/** The local SII's verdict on an uploaded AEC: every signature counts, by the rule the SII world signs with. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNextCesion, type AecSigner } from '@domain/aec/build-next-cesion';
import { aecSigner } from '@lambdas/sii/aec/aec-signer';
import { openPkcs12 } from '@lambdas/sii/certificate/open-pkcs12';
import { SECONDS_PER_HOUR, startOfDay } from '@infra/local/demo-world/local-time';
import { renderReceptionDate } from '@infra/local/demo-world/soap-answers';
import { judgeUpload } from '@infra/local/sii/aec-checks';
import type { SiiContext } from '@infra/local/sii/context';
import { createCa, issuePersonCertificate, personValidity } from '@infra/local/sii/local-ca';
import { SiiFiles } from '@infra/local/sii/sii-files';
import { FUND, latin1, NOW, REAL_SEQ2, RECESIONARIO, recesion } from '@tests/support/sii/aec-next-support';

let dir: string;
let ctx: SiiContext;
let signer: AecSigner;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'aec-checks-'));
  // The registry holds the real SEQ-2 of 76354771-K factura 33 folio 170, received by the SII ten days earlier.
  writeFileSync(path.join(dir, 'AEC--76354771-K--33--170--SEQ-2.xml'), REAL_SEQ2);
  const reception = renderReceptionDate({
    receptionAnswer: 'fecha',
    recepcion: startOfDay('2019-03-31') + 9 * SECONDS_PER_HOUR,
  });
  writeFileSync(path.join(dir, 'RECEPCION--76354771-K--33--170.xml'), reception!, 'latin1');
  const files = new SiiFiles(dir);
  await files.reindex();
  // judgeUpload reads the registry's files, the taxpayers and the clock only.
  ctx = { files, taxpayers: new Set([FUND.rut, RECESIONARIO.rut]), now: () => NOW } as unknown as SiiContext;
  // The demo factoring's signer, with a certificate from the local CA.
  const ca = createCa(NOW);
  const holder = { rut: '16360379-9', nombre: 'ANDRÉS PRATS VIAL' };
  signer = aecSigner(openPkcs12(issuePersonCertificate(ca, holder, 'clave', personValidity(NOW)), 'clave'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('judgeUpload', () => {
  it('accepts the real SEQ-2 re-ceded by its holder, a demo factoring: every one of its six signatures holds', async () => {
    const next = buildNextCesion(REAL_SEQ2, recesion(), signer);
    const verdict = await judgeUpload(ctx, next.bytes, FUND.rut);
    expect([verdict.estado, verdict.glosa]).toEqual(['EOK', 'Anotación de cesión registrada']);
  });

  it("refuses with RFS when an earlier party's part was changed, naming the part and its signer", async () => {
    const text = latin1(REAL_SEQ2);
    const at = text.indexOf('Inversi\u00f3n Privado', text.indexOf('ID="HEF_CESION_T33F170_SEQ2"'));
    const tampered = Buffer.from(`${text.slice(0, at)}Inversion${text.slice(at + 'Inversi\u00f3n'.length)}`, 'latin1');
    const next = buildNextCesion(tampered, recesion(), signer);
    const verdict = await judgeUpload(ctx, next.bytes, FUND.rut);
    expect(verdict.estado).toBe('RFS');
    expect(verdict.glosa).toMatch(
      /^Cesion 2 \(firmado por el cedente de la cesión 2, .+\): el digest de DocumentoCesion/,
    );
    expect(verdict.accepted).toBeNull();
  });
});
