import type { PlatformEvent, PlatformEventDocument, PlatformEventType } from './platform-event';

/**
 * The deterministic id of an event (platform-event.ts PlatformEvent.id):
 * `${tipo}|${rutFactoring}|${rutEmisor}|${tipoDTE}|${folio}|${cause}`. The same happening seen again by a later run
 * gets the same id, so the publisher hands it to the sinks once.
 */
export function platformEventId(
  tipo: PlatformEventType,
  rutFactoring: string,
  documento: Pick<PlatformEventDocument, 'rutEmisor' | 'tipoDTE' | 'folio'>,
  cause: string,
): PlatformEvent['id'] {
  return [tipo, rutFactoring, documento.rutEmisor, documento.tipoDTE, documento.folio, cause].join('|');
}
