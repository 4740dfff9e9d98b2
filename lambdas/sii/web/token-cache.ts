/**
 * Seed tokens reused per company and certificate (certificate-key.ts) for settings.tokenReuseMs, since the SII does not
 * document a token's life (SII-PROTOCOLS.md §2 "Token lifetime": LibreDTE keeps them 60 s, ctohm 300 s). One cache per
 * process; concurrent callers of one key share one request; two keys never share a token.
 */
import type { WaitClock } from '../../platform/wait-clock';

interface Entry {
  token: string;
  obtainedAt: number;
}

/** The process's tokens. */
export class TokenCache {
  private readonly tokens = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<string>>();

  constructor(
    private readonly reuseMs: number,
    private readonly clock: WaitClock,
  ) {}

  /**
   * The token of `key`: the cached one while younger than reuseMs, else the one `obtain` gives (shared with
   * concurrent callers; a failure is not cached).
   * @param key the company and its certificate (certificate-key.ts certificateKey).
   * @throws whatever `obtain` throws.
   */
  get(key: string, obtain: () => Promise<string>): Promise<string> {
    const entry = this.tokens.get(key);
    if (entry && this.clock.now() - entry.obtainedAt < this.reuseMs) return Promise.resolve(entry.token);
    let pending = this.pending.get(key);
    if (!pending) {
      pending = obtain()
        .then((token) => {
          this.tokens.set(key, { token, obtainedAt: this.clock.now() });
          return token;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  /** Forgets `token` of `key` (the SII called it inactive or unknown); a newer token is kept. */
  forget(key: string, token: string): void {
    if (this.tokens.get(key)?.token === token) this.tokens.delete(key);
  }
}
