/**
 * One unforced campaign per browser session: once the acquired view has shown a user a due campaign, it asks for no
 * other until the browser session ends (sessionStorage), so closing one and coming back does not open the next unseen
 * one. A campaign forced with ?force_campaign=N shows regardless.
 */

const KEY_PREFIX = 'rc-campana-mostrada:';

/** The part of the Web Storage API these read and write (window.sessionStorage in the browser). */
export type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether this browser session already showed `username` an unforced campaign.
 * @returns false when the store cannot be read (storage disabled): the campaign then shows as before.
 */
export function campaignShownThisSession(store: SessionStore, username: string): boolean {
  try {
    return store.getItem(KEY_PREFIX + username) !== null;
  } catch {
    return false;
  }
}

/** Records that this browser session showed `username` an unforced campaign; a store that refuses is ignored. */
export function rememberCampaignShown(store: SessionStore, username: string): void {
  try {
    store.setItem(KEY_PREFIX + username, '1');
  } catch {
    // Storage disabled: the next opening may show another campaign, as it did before this rule.
  }
}
