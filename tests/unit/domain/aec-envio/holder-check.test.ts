import { describe, expect, it } from 'vitest';
import { REGISTRY_WITHOUT_AEC, registryChainRefusal, storedChainRefusal } from '@domain/aec-envio/holder-check';

const FACTORING = '76389992-6';
const OTHER = '96790240-3';
const claim = { rutFactoring: FACTORING, idSecuencia: 2 };
const held = { seq: 2, rutCesionario: FACTORING };

describe('storedChainRefusal: the stored AEC must end in the cesión the factoring acquired', () => {
  it('lets the holder of the last cesión send', () => {
    expect(storedChainRefusal(claim, held)).toBeNull();
  });
  it('refuses when the stored chain names a later holder', () => {
    expect(storedChainRefusal(claim, { seq: 3, rutCesionario: OTHER })).toBe(
      'El documento ya no está en poder del factoring: fue cedido a 96790240-3 (secuencia 3).',
    );
  });
  it('refuses an unreadable AEC and one ending at another of its own cesiones', () => {
    expect(storedChainRefusal(claim, null)).toBe('El AEC almacenado del documento no se puede leer');
    expect(storedChainRefusal(claim, { seq: 4, rutCesionario: FACTORING })).toBe(
      'El AEC almacenado termina en la secuencia 4, no en la cesión 2 que el factoring adquirió',
    );
  });
});

describe("registryChainRefusal: the registry's latest AEC must end at the same cesión", () => {
  it('lets the envío go when the registry agrees', () => {
    expect(registryChainRefusal(claim, held, held)).toBeNull();
  });
  it('refuses when the registry has the document re-ceded meanwhile, at that sequence or later', () => {
    expect(registryChainRefusal(claim, held, { seq: 3, rutCesionario: OTHER })).toBe(
      'El documento ya no está en poder del factoring: fue cedido a 96790240-3 (secuencia 3).',
    );
    expect(registryChainRefusal(claim, held, { seq: 2, rutCesionario: OTHER })).toContain(
      'fue cedido a 96790240-3 (secuencia 2)',
    );
  });
  it('refuses a registry at another sequence, and no AEC at all', () => {
    expect(registryChainRefusal(claim, held, { seq: 4, rutCesionario: FACTORING })).toBe(
      'El Registro de Cesiones tiene el documento en la secuencia 4 y el AEC almacenado en la 2: actualice antes de volver a enviar',
    );
    expect(registryChainRefusal(claim, held, { seq: 1, rutCesionario: OTHER })).toContain(
      'en la secuencia 1 y el AEC almacenado en la 2',
    );
    expect(registryChainRefusal(claim, held, null)).toBe(REGISTRY_WITHOUT_AEC);
  });
});
