import { pageSummary, pageWindow } from './page-window';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/**
 * The pagination bar of core-platform §9: 'Mostrando x-y de N resultados' and the page buttons
 * (up to 7 pages in full, otherwise ellipsis windows; see pageWindow). No buttons for a single page.
 */
export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 px-2 py-2">
      <span className="small text-muted" data-testid="page-summary">
        {pageSummary(page, pageSize, total)}
      </span>
      {pageCount > 1 ? (
        <nav aria-label="Paginación">
          <ul className="pagination pagination-sm mb-0">
            {pageWindow(page, pageCount).map((slot, index) =>
              slot === 'ellipsis' ? (
                <li key={`e${index}`} className="page-item disabled">
                  <span className="page-link">…</span>
                </li>
              ) : (
                <li key={slot} className={`page-item ${slot === page ? 'active' : ''}`}>
                  <button
                    type="button"
                    className="page-link"
                    aria-current={slot === page ? 'page' : undefined}
                    aria-label={`Página ${slot}`}
                    onClick={() => onPage(slot)}
                  >
                    {slot}
                  </button>
                </li>
              ),
            )}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
