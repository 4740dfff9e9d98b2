/**
 * Running a domain parser on an SII answer inside the client: a parse failure becomes the typed
 * SiiError 'respuesta-invalida' naming the operation (SII-PROTOCOLS.md: an answer that is not what the interface
 * returns).
 */
import { SiiAnswerError } from '@domain/sii-web/sii-answer-error';
import { SiiXmlError } from '@domain/xml/read-sii-xml';
import { SiiError } from './errors';

/**
 * Returns `parse()`.
 * @throws SiiError 'respuesta-invalida' (detail: the parser's message) for SiiXmlError / SiiAnswerError; any other
 *   error as it is.
 */
export function parseAnswer<T>(operation: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof SiiXmlError || error instanceof SiiAnswerError) {
      throw new SiiError('respuesta-invalida', { operation, detail: error.message });
    }
    throw error;
  }
}
