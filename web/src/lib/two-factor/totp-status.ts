import { useQuery } from '@tanstack/react-query';
import { fetchMFAPreference } from 'aws-amplify/auth';

/** Query key of {@link useTotpStatus}; enabling TOTP invalidates it. */
export const TOTP_STATUS_KEY = ['totp-status'] as const;

/**
 * Whether the signed-in user has an authenticator app (TOTP) enabled as second factor: Cognito GetUser with the user's
 * access token (Amplify fetchMFAPreference), TOTP among its enabled methods.
 */
export async function hasTotpEnabled(): Promise<boolean> {
  const { enabled } = await fetchMFAPreference();
  return enabled?.includes('TOTP') ?? false;
}

/** Query hook for {@link hasTotpEnabled}; `enabled: false` skips the call (a screen that needs no answer). */
export function useTotpStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: TOTP_STATUS_KEY, queryFn: hasTotpEnabled, staleTime: 60_000, enabled });
}
