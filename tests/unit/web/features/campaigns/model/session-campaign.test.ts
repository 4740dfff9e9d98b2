import { describe, expect, it } from 'vitest';
import {
  campaignShownThisSession,
  rememberCampaignShown,
  type SessionStore,
} from '@web/features/campaigns/model/session-campaign';

/** A session store over a Map, as sessionStorage behaves within one browser session. */
function memoryStore(): SessionStore {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

/** A store whose every access throws, as sessionStorage does when the browser disables storage. */
const refusingStore: SessionStore = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
};

describe('one unforced campaign per browser session', () => {
  it('remembers that a user was shown one, for that user only', () => {
    const store = memoryStore();
    expect(campaignShownThisSession(store, 'ana')).toBe(false);
    rememberCampaignShown(store, 'ana');
    expect(campaignShownThisSession(store, 'ana')).toBe(true);
    expect(campaignShownThisSession(store, 'beto')).toBe(false);
  });

  it('lets the campaign show when storage is disabled', () => {
    expect(() => rememberCampaignShown(refusingStore, 'ana')).not.toThrow();
    expect(campaignShownThisSession(refusingStore, 'ana')).toBe(false);
  });
});
