/**
 * The fake RUTs a demo-mode session has shown, each with the real RUT behind it (domain/demo-mask.ts). Requests give
 * back the real RUT only for a fake the session showed: any other RUT (the user's own factoring from the id token, a
 * real RUT in a bookmarked address, a RUT typed by the user) already is real and is sent as it is, since the masking
 * permutation would otherwise turn it into some other company's RUT.
 */
import { maskRut, unmaskRut } from './demo-mask';
import { validRut } from './rut';

export class ShownRuts {
  /** Canonical fake RUT ('NNNNNNNN-D') -> canonical real RUT. */
  private readonly realOf = new Map<string, string>();

  /** @param shown pairs [fake, real] shown earlier (e.g. kept for a reload), in any writing. */
  constructor(shown: Iterable<readonly [string, string]> = []) {
    for (const [fake, real] of shown) this.remember(fake, real);
  }

  /** {@link maskRut} that remembers the fake it gives: a valid RUT's fake (same writing), anything else unchanged. */
  readonly mask = (text: string): string => {
    const fake = maskRut(text);
    if (fake !== text) this.remember(fake, text);
    return fake;
  };

  /** The real RUT behind a fake this session showed (same writing); any other text unchanged. */
  readonly unmask = (text: string): string => (this.isShownFake(text) ? unmaskRut(text) : text);

  /** Whether `text` is a RUT this session showed as the fake of a real one. */
  isShownFake(text: string): boolean {
    const canonical = validRut(text);
    return canonical !== null && this.realOf.has(canonical);
  }

  /** The real RUT behind a shown fake, canonical ('NNNNNNNN-D'); null for any other text. */
  realOfShown(text: string): string | null {
    const canonical = validRut(text);
    return canonical === null ? null : (this.realOf.get(canonical) ?? null);
  }

  /** Forgets every fake (demo mode turned off). */
  clear(): void {
    this.realOf.clear();
  }

  private remember(fake: string, real: string): void {
    const canonicalFake = validRut(fake);
    const canonicalReal = validRut(real);
    if (canonicalFake && canonicalReal) this.realOf.set(canonicalFake, canonicalReal);
  }
}
