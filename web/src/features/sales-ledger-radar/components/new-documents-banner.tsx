interface NewDocumentsBannerProps {
  count: number;
  onShow: () => void;
}

/**
 * The banner of the rows a poll brought (client-radar.md §2, §4): '{n} nuevo(s) documento(s) emitido(s)' and
 * 'Ver ahora'; a click anywhere on it merges them on top. Nothing while none are held.
 */
export function NewDocumentsBanner({ count, onShow }: NewDocumentsBannerProps) {
  if (count === 0) return null;
  return (
    <button
      type="button"
      className="alert alert-info d-flex w-100 justify-content-between align-items-center text-start"
      data-testid="new-documents-banner"
      onClick={onShow}
    >
      <span>{count} nuevo(s) documento(s) emitido(s)</span>
      <span className="fw-semibold text-decoration-underline">Ver ahora</span>
    </button>
  );
}
