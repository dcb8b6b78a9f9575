/**
 * A `q` that cannot be searched: malformed syntax, an unknown field, a value of the wrong kind or a
 * limit exceeded. The message says what is wrong and where (1-based character position), and is
 * answered as a 400 in the portal envelope.
 */
export class QuerySyntaxError extends Error {
  readonly code = 'INVALID_QUERY';

  constructor(message: string) {
    super(message);
    this.name = 'QuerySyntaxError';
  }
}
