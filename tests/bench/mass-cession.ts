import { performance } from 'node:perf_hooks';
import { buildAec } from '@domain/aec/build';
import { buildNextCesion } from '@domain/aec/build-next-cesion';
import { aecSigner } from '@lambdas/sii/aec/aec-signer';
import { verifyAec } from '@lambdas/sii/aec/verify-aec';
import { openPkcs12 } from '@lambdas/sii/certificate/open-pkcs12';
import { createDemoKeys } from '@infra/local/demo-world/demo-keys';
import { createRng } from '@infra/local/demo-world/rng';
import { makePkcs12 } from '../support/pkcs12-factory';
import { sampleAecInput } from '../support/sii/aec-sample-input';
import { round } from './stats';

/**
 * Mass cession throughput: `count` stored SEQ-2 AECs of distinct folios (demo-world keys, built
 * before timing) each grown by the fund's re-cesión with a 2048-bit PKCS#12 certificate and then verified (every
 * signature, as before sending), one after another on one thread. Reports AECs per second of this process's CPU
 * time (one core; the wall clock swings with whatever else the machine runs) and of the wall clock, and the
 * milliseconds of each step per AEC (wall).
 */
export function benchMassCession(count = 500): Record<string, number> {
  const keys = createDemoKeys(createRng('bench-mass-cession'), '2019-01-01');
  const base = sampleAecInput();
  const stored = Array.from({ length: count }, (_, i) =>
    buildAec(
      { ...base, dte: { ...base.dte, folio: 1000 + i, caf: { ...base.dte.caf, desde: 1000, hasta: 1000 + count } } },
      keys,
    ),
  );
  const signer = aecSigner(
    openPkcs12(
      makePkcs12({ sanRut: '16360379-9', notBefore: new Date('2019-01-01'), notAfter: new Date('2030-01-01') }),
      'clave-pfx',
    ),
  );
  const last = base.cesiones[base.cesiones.length - 1]!;
  const facts = {
    cedente: last.cesionario,
    cesionario: last.cedente,
    ultimoVencimiento: '2019-05-01',
    now: new Date('2019-04-10T15:00:00Z'),
  };
  const run = (bytes: Uint8Array) => {
    const t0 = performance.now();
    const next = buildNextCesion(bytes, facts, signer);
    const t1 = performance.now();
    const problems = verifyAec(next.bytes);
    if (problems.length > 0) throw new Error(`AEC ${next.fileName}: ${problems.map((p) => p.detalle).join('; ')}`);
    return [t1 - t0, performance.now() - t1] as const;
  };
  for (const bytes of stored.slice(0, 20)) run(bytes);
  let buildMs = 0;
  let verifyMs = 0;
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  for (const bytes of stored) {
    const [build, verify] = run(bytes);
    buildMs += build;
    verifyMs += verify;
  }
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    aecs: count,
    seconds: round(seconds, 2),
    cpuSeconds: round(cpuSeconds, 2),
    aecsPerCpuSecond: round(count / cpuSeconds, 0),
    aecsPerWallSecond: round(count / seconds, 0),
    buildSignMsPerAec: round(buildMs / count, 2),
    verifyMsPerAec: round(verifyMs / count, 2),
    bytesPerAec: stored[0] ? round(buildNextCesion(stored[0], facts, signer).bytes.length, 0) : 0,
  };
}
