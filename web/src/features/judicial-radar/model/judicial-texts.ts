/**
 * The judicial radar's texts, as client-radar.md §2, §5 and §8 write them (those of the sweep itself:
 * components/judicial/sweep-texts.ts).
 */
import { NOT_PROCESSED_MESSAGE } from '@domain/judicial/judicial-response';

export const JUDICIAL_TEXTS = {
  rutLabel: 'RUT a consultar',
  submit: 'Consultar',
  submitting: 'Consultando...',
  emptyRut: 'Por favor ingrese un RUT',
  resultsFor: (rut: string) => `Resultados para RUT: ${rut}`,
  noRecords: 'No se encontraron registros judiciales',
  processingError: 'Error en el procesamiento',
  notFound: `RUT no encontrado - ${NOT_PROCESSED_MESSAGE}`,
  queryError: 'Error al realizar la consulta',
  queryErrorFallback: 'Error al consultar',
} as const;
