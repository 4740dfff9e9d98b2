/**
 * Error raised when an SII web answer that is not XML (JSON, HTML) cannot be read as the interface promises.
 * XML answers raise domain/xml SiiXmlError instead.
 */
export class SiiAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiiAnswerError';
  }
}
