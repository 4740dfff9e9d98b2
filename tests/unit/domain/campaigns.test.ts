import { describe, expect, it } from 'vitest';
import {
  CAMPAIGNS,
  campaignByNumber,
  campaignFeatureHeld,
  chooseCampaign,
  heldFeatureMessage,
} from '@domain/campaigns';

const TODAY = '2026-11-29';

describe('the campaign registry (core-platform §1)', () => {
  it('numbers 16 campaigns 1 to 16, each selling one of the five products, with copy of its own', () => {
    expect(CAMPAIGNS.map((c) => c.numero)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(new Set(CAMPAIGNS.map((c) => c.feature))).toEqual(
      new Set(['tgr', 'radarJudicial', 'radarFinanciero', 'estatutos', 'cartera']),
    );
    expect(new Set(CAMPAIGNS.map((c) => c.titulo)).size).toBe(16);
    expect(campaignByNumber(0)).toBeNull();
    expect(campaignByNumber(17)).toBeNull();
  });
});

describe('chooseCampaign (core-platform §6, §7)', () => {
  it('shows the first campaign the user has not seen whose feature the factoring lacks', () => {
    expect(chooseCampaign({ seen: [], access: null, today: TODAY })?.numero).toBe(1);
    expect(chooseCampaign({ seen: [1, 2], access: null, today: TODAY })?.numero).toBe(3);
  });

  it('skips the campaigns of a feature the factoring holds (paid or in trial), not those of an ended trial', () => {
    const access = {
      contratadas: { tgr: '2027-01-01' },
      pruebas: [
        { feature: 'radarJudicial' as const, desde: '2026-11-20', hasta: '2026-12-19' },
        { feature: 'radarFinanciero' as const, desde: '2026-01-01', hasta: '2026-01-30' },
      ],
    };
    expect(chooseCampaign({ seen: [], access, today: TODAY })?.numero).toBe(8);
  });

  it('shows none once every due campaign was seen', () => {
    const all = CAMPAIGNS.map((c) => c.numero);
    expect(chooseCampaign({ seen: all, access: null, today: TODAY })).toBeNull();
    const holdsAll = {
      contratadas: { tgr: TODAY, radarJudicial: TODAY, radarFinanciero: TODAY, estatutos: TODAY, cartera: TODAY },
    };
    expect(chooseCampaign({ seen: [], access: holdsAll, today: TODAY })).toBeNull();
  });

  it('shows a forced campaign even if seen or held, and ignores a number that names none', () => {
    const all = CAMPAIGNS.map((c) => c.numero);
    expect(chooseCampaign({ seen: all, access: null, today: TODAY, forced: 7 })?.numero).toBe(7);
    expect(chooseCampaign({ seen: [], access: null, today: TODAY, forced: 99 })?.numero).toBe(1);
  });
});

describe('campaignFeatureHeld (a forced campaign of a held feature offers no contact-us call)', () => {
  const judicial = campaignByNumber(5)!;

  it('is true while the feature is paid or in trial, false before, after an ended trial or without a record', () => {
    const inTrial = { pruebas: [{ feature: 'radarJudicial' as const, desde: '2026-11-20', hasta: '2026-12-19' }] };
    expect(campaignFeatureHeld(judicial, inTrial, TODAY)).toBe(true);
    expect(campaignFeatureHeld(judicial, { contratadas: { radarJudicial: '2027-01-01' } }, TODAY)).toBe(true);
    expect(campaignFeatureHeld(judicial, inTrial, '2026-12-20')).toBe(false);
    expect(campaignFeatureHeld(judicial, null, TODAY)).toBe(false);
  });

  it('says the feature is available, in Spanish', () => {
    expect(heldFeatureMessage(judicial)).toBe('Radar Judicial ya está disponible para tu factoring.');
  });
});
