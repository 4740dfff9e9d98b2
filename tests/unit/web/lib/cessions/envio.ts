import type { EnvioAec } from '@domain/wire/schema-types';

/** An envío as the API gives it, with overrides (schema.graphql EnvioAec). */
export function envio(overrides: Partial<EnvioAec> = {}): EnvioAec {
  return {
    trackId: '0123456789',
    estado: 'enviado',
    estadoSii: null,
    glosa: null,
    etiqueta: 'Enviado al SII',
    tipoAccion: 'cesion',
    rutCesionario: '77777777-7',
    enviadoEn: '2019-04-10T15:00:00.000Z',
    ...overrides,
  };
}
