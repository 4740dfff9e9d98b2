/** The judicial radar's texts, as client-radar.md §2, §5 and §8 write them. */
export const JUDICIAL_TEXTS = {
  rutLabel: 'RUT a consultar',
  submit: 'Consultar',
  submitting: 'Consultando...',
  emptyRut: 'Por favor ingrese un RUT',
  resultsFor: (rut: string) => `Resultados para RUT: ${rut}`,
  noRecords: 'No se encontraron registros judiciales',
  tribunals: (processed: number, total: number) => `${processed} / ${total} tribunales`,
  usualTime: 'Este proceso usualmente tarda menos de 6 minutos',
  polling: 'Actualizando cada 10 segundos...',
  almostDone: 'El procesamiento está casi completo. La información estará disponible en breve.',
  processingError: 'Error en el procesamiento',
  notFound: 'RUT no encontrado - Este RUT no ha sido procesado en el sistema judicial.',
  queryError: 'Error al realizar la consulta',
  queryErrorFallback: 'Error al consultar',
} as const;

/** Share of the tribunals answered from which the sweep reads as almost complete. */
export const ALMOST_DONE_SHARE = 0.9;
