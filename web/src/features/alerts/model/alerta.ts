/** An alert of the signed-in user (schema.graphql Alerta). Instants are ISO. */
export interface Alerta {
  id: string;
  tipo: string;
  titulo: string;
  detalle: string;
  fecha: string;
  creadaEn: string;
  leida: boolean;
  /** The document's emisor, deudor, cedente and cesionario: demo mode learns their names before masking the title. */
  partes: { rut: string; razonSocial: string }[];
}

/** The bell: the latest alerts and the unread count (schema.graphql AlertasUsuario). */
export interface AlertasUsuario {
  noLeidas: number;
  alertas: Alerta[];
}

/** The fields the bell reads, shared by its query and the mark-read mutation. */
export const ALERTAS_USUARIO_FIELDS =
  'noLeidas alertas { id tipo titulo detalle fecha creadaEn leida partes { rut razonSocial } }';

/** One row of the preferences screen (schema.graphql PreferenciaAlerta). */
export interface PreferenciaAlerta {
  tipo: string;
  etiqueta: string;
  permitido: boolean;
  email: boolean;
  app: boolean;
  resumen: boolean;
}

/** The channels of one alert type, as the screen edits them. */
export type AlertChannel = 'email' | 'app' | 'resumen';

/** Column headers of the channels (the preferences screen). */
export const CHANNEL_LABEL: Readonly<Record<AlertChannel, string>> = {
  email: 'Correo',
  app: 'En la aplicación',
  resumen: 'Resumen diario',
};
