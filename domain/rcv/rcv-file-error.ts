/** Error raised when a whole RCV file cannot be read (empty, unknown header, wrong book, missing columns). */
export class RcvFileError extends Error {
  constructor(
    readonly fileName: string | undefined,
    readonly reason: string,
  ) {
    super(fileName ? `Archivo RCV '${fileName}': ${reason}` : `Archivo RCV: ${reason}`);
    this.name = 'RcvFileError';
  }
}
