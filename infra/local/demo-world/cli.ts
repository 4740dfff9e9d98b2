/**
 * `npm run demo-world -- <dir> [--seed S] [--today yyyy-MM-dd] [--scale N]`: writes a demo world of SII files
 * into <dir> (see write-demo-world.ts for the layout). Defaults: seed 'radar-cesiones', today = the current
 * Chile calendar day, scale 1 (about 5,000 documents).
 */
import { parseArgs } from 'node:util';
import { todayInChile } from '@domain/chile-time';
import { writeDemoWorld } from './write-demo-world';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    seed: { type: 'string', default: 'radar-cesiones' },
    today: { type: 'string' },
    scale: { type: 'string', default: '1' },
  },
});

const dir = positionals[0];
if (!dir) {
  console.error('Uso: npm run demo-world -- <directorio> [--seed S] [--today yyyy-MM-dd] [--scale N]');
  process.exit(2);
}
const started = performance.now();
try {
  const manifest = writeDemoWorld({
    dir,
    seed: values.seed,
    today: values.today ?? todayInChile(new Date()),
    scale: Number(values.scale),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Mundo demo escrito en ${dir} en ${seconds} s:`, JSON.stringify(manifest.counts));
} catch (error) {
  console.error(`No se pudo escribir el mundo demo: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
