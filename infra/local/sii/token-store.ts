/**
 * Seeds (CrSeed.jws) and seed tokens (GetTokenFromSeed.jws) of the local SII, in memory. A seed lives `seedTtlMs`
 * (AUTH manual ch.2: 2 minutes) and serves one getToken; a token carries its holder's RUT and lives `tokenTtlMs`
 * (undocumented at the SII, SII-PROTOCOLS.md §2). A dead token reads 'inactivo' (wsRPETCConsulta ESTADO 3) for a
 * while, then is forgotten ('no-existe', ESTADO 4).
 */
import { randomAlphanumeric, randomSeed } from './random-ids';

/** Lives of seeds and tokens, milliseconds, read at each call. */
export interface TokenRules {
  seedTtlMs: number;
  tokenTtlMs: number;
}

/** A token looked up: its holder, or why it is not usable. */
export type TokenLookup = { ok: true; rut: string } | { ok: false; reason: 'inactivo' | 'no-existe' };

/** How long a dead token is remembered, in token lives. */
const REMEMBER_DEAD_TOKENS = 10;

/** The seeds and tokens of one local SII. */
export class TokenStore {
  private readonly seeds = new Map<string, number>();
  private readonly tokens = new Map<string, { rut: string; createdAt: number; ended: boolean }>();

  /** @param rules the current lives; now the clock (epoch milliseconds). */
  constructor(
    private readonly rules: () => TokenRules,
    private readonly now: () => number,
  ) {}

  /** A new 12-digit seed (expired unused seeds are dropped here). */
  newSeed(): string {
    const now = this.now();
    for (const [seed, createdAt] of this.seeds) if (createdAt + this.rules().seedTtlMs <= now) this.seeds.delete(seed);
    let seed = randomSeed();
    while (this.seeds.has(seed)) seed = randomSeed();
    this.seeds.set(seed, now);
    return seed;
  }

  /**
   * Spends a seed: 'ok' once while it is alive; 'time-out' when it outlived its life; 'no-existe' when it was never
   * given or was already used (AUTH manual §5.2.2 ESTADO 08 'TIME-OUT DEL SEED' / 'NO Existe SEED').
   */
  useSeed(seed: string): 'ok' | 'time-out' | 'no-existe' {
    const createdAt = this.seeds.get(seed);
    if (createdAt === undefined) return 'no-existe';
    this.seeds.delete(seed);
    return createdAt + this.rules().seedTtlMs > this.now() ? 'ok' : 'time-out';
  }

  /** A new token of 13 alphanumerics for the holder RUT 'NNNNNNNN-D'. */
  newToken(rut: string): string {
    const now = this.now();
    const forgetBefore = now - REMEMBER_DEAD_TOKENS * this.rules().tokenTtlMs;
    for (const [token, entry] of this.tokens) if (entry.createdAt < forgetBefore) this.tokens.delete(token);
    let token = randomAlphanumeric(13);
    while (this.tokens.has(token)) token = randomAlphanumeric(13);
    this.tokens.set(token, { rut, createdAt: now, ended: false });
    return token;
  }

  /** The holder of a token, or 'inactivo' (outlived its life or ended) / 'no-existe' (unknown, absent). */
  find(token: string | undefined): TokenLookup {
    const entry = token ? this.tokens.get(token) : undefined;
    if (!entry) return { ok: false, reason: 'no-existe' };
    if (entry.ended || entry.createdAt + this.rules().tokenTtlMs <= this.now())
      return { ok: false, reason: 'inactivo' };
    return { ok: true, rut: entry.rut };
  }

  /** Ends every token (they read 'inactivo'). */
  expireAll(): void {
    for (const entry of this.tokens.values()) entry.ended = true;
  }
}
