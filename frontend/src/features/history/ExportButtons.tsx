import { API_BASE_URL } from '../../lib/config';

/** The export files come straight from the server as attachments (the session cookie goes with the link). */
export function exportUrl(workplaceId: string, format: 'csv' | 'json'): string {
  return `${API_BASE_URL}/audit/export?${new URLSearchParams({ workplaceId, format })}`;
}

export function ExportButtons({ workplaceId }: { workplaceId: string }) {
  return (
    <div className="history-export" role="group" aria-label="Export the whole history">
      <a className="button button-secondary" href={exportUrl(workplaceId, 'csv')} download>
        Export CSV
      </a>
      <a className="button button-secondary" href={exportUrl(workplaceId, 'json')} download>
        Export JSON
      </a>
    </div>
  );
}
