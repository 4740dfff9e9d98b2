/** Texts of the Poder Judicial tab, as client-detail.md §2 and §8 write them. */
export const PJUD_TEXTS = {
  title: 'Causas judiciales',
  loadError: 'Error al cargar datos de Poder Judicial',
  empty: 'No se encontraron registros judiciales para este RUT',
  retry: 'Reintentar',
  litigantes: 'Litigantes',
  showLitigantes: 'Ver litigantes',
  hideLitigantes: 'Ocultar litigantes',
  loadingLitigantes: 'Cargando litigantes...',
  /** A natural person's RUT, which is not kept. */
  noRut: '—',
} as const;
