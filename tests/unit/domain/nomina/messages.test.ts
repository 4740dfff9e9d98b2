import { describe, expect, it } from 'vitest';
import {
  decimalFolioMessage,
  NOMINA_EMPTY_FILE_MESSAGE,
  NOMINA_FAILURE_MESSAGE,
  NOMINA_NO_FILE_MESSAGE,
  NOMINA_SUCCESS_MESSAGE,
} from '@domain/nomina/messages';
import { loadsNomina } from '@domain/nomina/nomina-feature';

describe('nómina messages (core-platform §5, §8)', () => {
  it('are the spec texts', () => {
    expect(NOMINA_NO_FILE_MESSAGE).toBe('No elegiste ningún archivo');
    expect(NOMINA_EMPTY_FILE_MESSAGE).toBe('Archivo cargado sin datos o con formato incorrecto');
    expect(NOMINA_SUCCESS_MESSAGE).toBe('Nómina cargada con éxito!');
    expect(NOMINA_FAILURE_MESSAGE).toBe('Error al enviar nómina');
    expect(decimalFolioMessage(12.5)).toBe(
      'Error al cargar nomina, existe un folio tipo decimal, favor revisar excel cargado, folio: 12.5',
    );
  });
});

describe('loadsNomina', () => {
  it('follows the estadoDBThor setting of the factoring record, off without a record', () => {
    expect(loadsNomina({ estadoDBThor: true })).toBe(true);
    expect(loadsNomina({ estadoDBThor: false })).toBe(false);
    expect(loadsNomina(null)).toBe(false);
  });
});
