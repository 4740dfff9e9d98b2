/**
 * The judicial radar's texts, as client-radar.md §2, §5 and §8 write them (those of the sweep itself:
 * components/judicial/sweep-texts.ts). The spec gives none for deleting a RUT's records: those are ours.
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
  deleteButton: 'Eliminar registros',
  deleteTitle: 'Eliminar registros judiciales',
  deleteExplanation: (rut: string) => [
    `Se eliminarán los registros judiciales del RUT ${rut} que guarda su factoring: su consulta, la alerta de causa judicial nueva en Cartera y los avisos de causas nuevas de sus usuarios.`,
    'Los registros públicos que otras factorings consultan se conservan hasta que expiren. Si el RUT es cliente o deudor de su cartera, o un cliente enrolado, la vigilancia nocturna volverá a consultarlo.',
  ],
  deleted: (rut: string) => `Se eliminaron los registros judiciales del RUT ${rut}`,
  deleteFailed: 'No fue posible eliminar los registros',
} as const;
