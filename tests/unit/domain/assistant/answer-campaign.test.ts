import { describe, expect, it } from 'vitest';
import { answerCampaign } from '@domain/assistant/answer-campaign';
import { campaignByNumber } from '@domain/campaigns';

const TODAY = '2026-11-29';

describe('answerCampaign', () => {
  it('names the first campaign of the feature whose figures the answer shows when the factoring lacks it', () => {
    const numero = answerCampaign(['monthlySales', 'tgrDebt'], null, TODAY);
    expect(numero).not.toBeNull();
    expect(campaignByNumber(numero!)?.feature).toBe('tgr');
    expect(campaignByNumber(answerCampaign(['riskLevel'], null, TODAY)!)?.feature).toBe('radarFinanciero');
  });

  it('names none for tools of no paid feature, or for a feature the factoring holds (paid or in trial)', () => {
    expect(answerCampaign(['monthlySales', 'factorings', 'cessions'], null, TODAY)).toBeNull();
    expect(answerCampaign(['tgrDebt'], { contratadas: { tgr: '2027-01-31' } }, TODAY)).toBeNull();
    const inTrial = { pruebas: [{ feature: 'tgr' as const, desde: '2026-11-20', hasta: '2026-12-19' }] };
    expect(answerCampaign(['tgrDebt'], inTrial, TODAY)).toBeNull();
  });

  it('names the campaign again once the trial has ended', () => {
    const ended = { pruebas: [{ feature: 'tgr' as const, desde: '2026-10-01', hasta: '2026-10-30' }] };
    expect(campaignByNumber(answerCampaign(['tgrDebt'], ended, TODAY)!)?.feature).toBe('tgr');
  });
});
