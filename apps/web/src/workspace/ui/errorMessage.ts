/**
 * The words of a failure for the person who caused it: the server's message as core carries it (a hub service's own
 * sentence, `serverMessage`, when the error has one).
 *
 * @example
 * errorMessage(new PortalRequestError('403', 'You do not have permissions to access this resource or perform this operation.'));
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) {
    const server: unknown = (error as { serverMessage?: unknown }).serverMessage;
    if (typeof server === 'string' && server) return server;
    if (error.message) return error.message;
  }
  return typeof error === 'string' && error ? error : 'Unknown error';
}
