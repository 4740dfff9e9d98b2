import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseAec } from '@domain/aec/parse';
import { siiFixture } from '../support/fixtures';
import { round } from './stats';

/**
 * AEC parse throughput on the real SEQ-2 AEC (cordada fixture): parses the same bytes repeatedly for
 * about `seconds` seconds after a warm-up and reports AECs per wall-clock second and per second of this process's
 * CPU time (the figure that stays comparable when other processes share the cores).
 */
export function benchAecParse(seconds = 3): Record<string, number> {
  const bytes = new Uint8Array(
    fs.readFileSync(siiFixture('cordada__lib-cl-sii-python/sii-rtc/AEC--76354771-K--33--170--SEQ-2.xml')),
  );
  for (let i = 0; i < 200; i++) parseAec(bytes);
  let count = 0;
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  while (performance.now() - start < seconds * 1000) {
    parseAec(bytes);
    count += 1;
  }
  const elapsed = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    aecsPerSecond: round(count / elapsed, 0),
    aecsPerCpuSecond: round(count / cpuSeconds, 0),
    bytesPerAec: bytes.length,
  };
}
