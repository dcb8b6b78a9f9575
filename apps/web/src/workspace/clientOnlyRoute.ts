/** A route handle marking a route whose loader runs only in the browser (it needs the browser's session). */
export interface ClientOnlyHandle {
  readonly clientOnly: true;
}

/**
 * True for routes the server renders as their `HydrateFallback` without running their loader: the workspace and
 * the layout editors, whose data is the signed-in user's and lives in the browser (the server renderer passes this
 * to `filterMatchesToLoad`; the browser then runs the loader on hydration).
 *
 * @example
 * handler.query(request, { filterMatchesToLoad: (match) => !isClientOnlyRoute(match.route.handle) });
 */
export function isClientOnlyRoute(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'clientOnly' in handle && handle.clientOnly === true;
}
