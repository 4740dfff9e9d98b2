/**
 * Seed tokens reused per certificate (by serial) for settings.tokenReuseMs, since the SII does not document a
 * token's life (SII-PROTOCOLS.md §2 "Token lifetime": LibreDTE keeps them 60 s, ctohm 300 s). One cache per process;
 * concurrent callers of one certificate share one request.
 */
import type { Clock } from './host-pacer';

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
    private readonly clock: Clock,
  ) {}

  /**
   * The certificate's token: the cached one while younger than reuseMs, else the one `obtain` gives (shared with
   * concurrent callers; a failure is not cached).
   * @param serial the certificate's serial number.
   * @throws whatever `obtain` throws.
   */
  get(serial: string, obtain: () => Promise<string>): Promise<string> {
    const entry = this.tokens.get(serial);
    if (entry && this.clock.now() - entry.obtainedAt < this.reuseMs) return Promise.resolve(entry.token);
    let pending = this.pending.get(serial);
    if (!pending) {
      pending = obtain()
        .then((token) => {
          this.tokens.set(serial, { token, obtainedAt: this.clock.now() });
          return token;
        })
        .finally(() => this.pending.delete(serial));
      this.pending.set(serial, pending);
    }
    return pending;
  }

  /** Forgets `token` of the certificate (the SII called it inactive or unknown); a newer token is kept. */
  forget(serial: string, token: string): void {
    if (this.tokens.get(serial)?.token === token) this.tokens.delete(serial);
  }
}
