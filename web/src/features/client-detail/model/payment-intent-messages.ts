/** Texts of the Intención de Pago panel and the Riesgo tab, as client-detail.md §2, §5 and §8 write them. */
export const PAYMENT_INTENT_MESSAGES = {
  title: 'Intención de Pago',
  tolerancia: 'Tolerancia (%)',
  dias: 'Días hacia adelante',
  apply: 'Aplicar',
  reset: 'Reset',
  noProblems: 'No se encontraron cesiones con estados problemáticos',
  noRelated: 'No se encontraron cesiones relacionadas',
  notAvailable: 'Información aún no disponible',
} as const;
