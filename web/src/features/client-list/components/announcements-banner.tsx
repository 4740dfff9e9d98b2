import { formatDate } from '@web/lib/format';
import { useAnnouncements } from '../api/get-announcements';

/** The announcements banner of the client list (client-radar.md §2); nothing when there are none or the call fails. */
export function AnnouncementsBanner({ rutFactoring }: { rutFactoring: string }) {
  const { data } = useAnnouncements(rutFactoring);
  if (!data || data.length === 0) return null;
  return (
    <div className="alert alert-info" role="status" data-testid="announcements">
      <ul className="list-unstyled mb-0">
        {data.map((announcement) => (
          <li key={announcement.id}>
            <span className="fw-semibold me-2">{formatDate(announcement.date)}</span>
            {announcement.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
