import { useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';
import { restJson } from '@web/lib/rest/rest-get';

/** An announcement of the banner (client-radar.md §3 "Announcement"). */
export interface Announcement {
  id: string | number;
  text: string;
  date: string;
}

/**
 * The announcements for everyone and for the factoring (client-radar.md §7 "GET api/announcement": {success, data[]};
 * the server takes the factoring as the `factoring` parameter).
 * @returns data, or [] when success is false.
 * @throws Error from restJson (no session, non-2xx).
 */
export async function getAnnouncements(restUrl: string, rutFactoring: string): Promise<Announcement[]> {
  const url = restEndpoint(restUrl, 'api/announcement', { factoring: rutFactoring });
  const body = await restJson<{ success?: boolean; data?: Announcement[] }>(url);
  return body.success && Array.isArray(body.data) ? body.data : [];
}

/** Query hook for {@link getAnnouncements}. */
export function useAnnouncements(rutFactoring: string) {
  const { restUrl } = useRuntimeConfig();
  return useQuery({
    queryKey: ['announcements', rutFactoring],
    queryFn: () => getAnnouncements(restUrl, rutFactoring),
    staleTime: 300_000,
  });
}
