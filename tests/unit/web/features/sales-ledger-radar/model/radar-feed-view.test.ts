import { describe, expect, it } from 'vitest';
import {
  radarFeedViewAddress,
  radarFeedViewFromAddress,
  type RadarFeedView,
} from '@web/features/sales-ledger-radar/model/radar-feed-view';

/** The address a patch leaves when applied to an empty one (as useUrlParams applies it: '' and null remove). */
function addressOf(changes: Partial<RadarFeedView>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(radarFeedViewAddress(changes))) if (value) params.set(key, value);
  return params;
}

describe('the sales-ledger radar view kept in the address', () => {
  it('reads a bare address as every event, no search, first page', () => {
    expect(radarFeedViewFromAddress(new URLSearchParams())).toEqual({ search: '', event: 'todos', page: 1 });
  });

  it('writes a search, an event and a page, and reads them back the same', () => {
    const view: RadarFeedView = { search: ' 76.354.771-K ', event: 'cedida-otro', page: 2 };
    const params = addressOf(view);
    expect(params.toString()).toBe('buscar=+76.354.771-K+&evento=cedida-otro&pagina=2');
    expect(radarFeedViewFromAddress(params)).toEqual(view);
  });

  it('leaves no parameter for the defaults and touches only the parts a change gives', () => {
    expect(addressOf({ search: '', event: 'todos', page: 1 }).toString()).toBe('');
    expect(radarFeedViewAddress({ event: 'reclamada' })).toEqual({ evento: 'reclamada' });
  });

  it('reads an event the select does not offer as every event, and a bad page as the first', () => {
    expect(radarFeedViewFromAddress(new URLSearchParams('evento=borrada&pagina=0'))).toMatchObject({
      event: 'todos',
      page: 1,
    });
  });
});
