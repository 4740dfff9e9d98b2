/** Error raised when a calculated column's expression does not parse; the message is Spanish and names the position. */
export class ExpressionSyntaxError extends Error {
  /**
   * @param message Spanish description, including the position.
   * @param position 1-based character position in the expression where the problem is.
   */
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
    this.name = 'ExpressionSyntaxError';
  }
}
