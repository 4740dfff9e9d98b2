/**
 * Error raised when SII XML bytes cannot be read safely: unsupported encoding, DOCTYPE/ENTITY declarations,
 * malformed XML, unknown entity references, or a required element missing.
 * Subclasses name the file type's own rules (e.g. AecValidationError).
 */
export class SiiXmlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiiXmlError';
  }
}
