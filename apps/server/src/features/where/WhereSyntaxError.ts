/**
 * A `where` clause that cannot be run: malformed, naming a field the layer does not have, a value of the wrong type or
 * a limit exceeded. The message says what and where (1-based character position); the feature service answers it as
 * a 400 with the message among the details.
 */
export class WhereSyntaxError extends Error {
  readonly code = 'INVALID_WHERE';

  constructor(message: string) {
    super(message);
    this.name = 'WhereSyntaxError';
  }
}
