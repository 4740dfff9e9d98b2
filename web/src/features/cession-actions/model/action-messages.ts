/** The spec's texts of the cession actions (core-platform §4, §5, §8), one place for screens and tests. */
export const ACTION_MESSAGES = {
  noFactoring: 'Debe seleccionar un factoring!',
  noDocumentMass: 'Debe elegir por lo menos un documento!',
  noValidDocument: 'Debe seleccionar al menos un dte valido para ser cedido!',
  noDocument: 'Debe elegir por lo menos un documento',
  recedido: 'Uno o mas de lo dtes seleccionado ya se encuentra recedido',
  noFile: 'No elegiste ningun archivo',
  started: 'Se inicio el proceso de Cesion correctamente',
  massSent: 'Cesión masiva enviada con éxito!',
  errorModalTitle: 'Las siguientes AEC presentan problemas! Por favor revise su archivo.',
} as const;

/** Words the confirmation dialogs expect (core-platform §4 "Confirmation dialogs"). */
export const CONFIRM_WORDS = { receder: 'receder', devolver: 'devolver' } as const;
