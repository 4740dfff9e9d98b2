/** The fields the bell reads, shared by its query and the mark-read mutation. */
export const ALERTAS_USUARIO_FIELDS =
  'noLeidas alertas { id tipo titulo detalle fecha creadaEn leida partes { rut razonSocial } rutEmisor tipoDTE folio causa { rut razonSocial rol tribunal caratulado fechaIngreso } }';

/** The channels of one alert type, as the screen edits them. */
export type AlertChannel = 'email' | 'app' | 'resumen';

/** Column headers of the channels (the preferences screen). */
export const CHANNEL_LABEL: Readonly<Record<AlertChannel, string>> = {
  email: 'Correo',
  app: 'En la aplicación',
  resumen: 'Resumen diario',
};
