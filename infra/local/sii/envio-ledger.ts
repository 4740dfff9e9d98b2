/**
 * The AEC envíos the local SII received (RTCAnotEnvio), kept in a JSON file of its state directory so a restarted
 * local SII still answers getEstEnvio for them. Each has its TRACKID (10 digits, zero-padded as the SII writes it),
 * the company that sent it, when, and the verdict decided at reception, shown once `processingMs` have passed (until
 * then getEstEnvio answers the in-progress state).
 */
import fs from 'node:fs';
import path from 'node:path';

/** The file in the state directory. */
export const ENVIOS_FILE = 'local-sii-envios.json';

/** One envío. */
export interface LedgerEnvio {
  trackId: string;
  /** The cedente company that sent it, 'NNNNNNNN-D'. */
  rutCompany: string;
  fileName: string;
  /** Epoch milliseconds of reception. */
  receivedAt: number;
  /** The final ESTADO_ENVIO (EOK or a rejection state) and its DESC_ESTADO. */
  estado: string;
  glosa: string;
}

/** What getEstEnvio shows of an envío at a moment. */
export interface EnvioState {
  estado: string;
  glosa: string;
}

/** Shown while an envío is being processed (RPETC-WS manual §3.2.1: VCS validating cesiones). */
const IN_PROGRESS: EnvioState = { estado: 'VCS', glosa: 'Validando Cesiones' };

/** The envíos of one local SII. */
export class EnvioLedger {
  private readonly envios: LedgerEnvio[];

  constructor(private readonly stateDir: string) {
    const file = path.join(stateDir, ENVIOS_FILE);
    this.envios = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as LedgerEnvio[]) : [];
  }

  /** Records an envío under the next TRACKID and writes the file. @returns the TRACKID. */
  add(envio: Omit<LedgerEnvio, 'trackId'>): string {
    const next = this.envios.reduce((max, e) => Math.max(max, Number(e.trackId)), 0) + 1;
    const trackId = String(next).padStart(10, '0');
    this.envios.push({ ...envio, trackId });
    fs.writeFileSync(path.join(this.stateDir, ENVIOS_FILE), JSON.stringify(this.envios), { mode: 0o600 });
    return trackId;
  }

  /**
   * The envío of a TRACKID as its sender sees it at `now`: the in-progress state until `processingMs` after
   * reception, then its verdict; null when the TRACKID is unknown or another company sent it.
   */
  state(trackId: string, rutCompany: (rut: string) => boolean, now: number, processingMs: number): EnvioState | null {
    const wanted = trackId.trim().replace(/^0+/, '');
    const envio = this.envios.find((e) => e.trackId.replace(/^0+/, '') === wanted);
    if (!envio || !rutCompany(envio.rutCompany)) return null;
    return now - envio.receivedAt < processingMs ? IN_PROGRESS : { estado: envio.estado, glosa: envio.glosa };
  }
}
