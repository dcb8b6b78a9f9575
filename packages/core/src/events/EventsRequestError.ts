import { HubError } from '../errors/HubError.ts';
import { HubApiRequestError, type HubApiErrorCode } from '../errors/HubApiRequestError.ts';

/**
 * A failed events service call (spec 2 §8): the operation's message (`Failed to fetch event.`), and the status
 * text, URL, status and the server's own message. The code is the hub API code of the status
 * (`HUB_API_NOT_FOUND`, `HUB_API_CONFLICT`, ...): code decides, never the message.
 *
 * @example
 * catch (e) { if (e instanceof EventsRequestError && e.code === 'HUB_API_CONFLICT') showFull(e.serverMessage); }
 */
export class EventsRequestError extends HubError {
  declare readonly code: HubApiErrorCode;
  declare readonly status: number;
  readonly statusText: string;
  readonly url: string;
  /** The service's `detail`, a sentence for people ("This event is full in person: ..."). */
  readonly serverMessage: string | undefined;

  constructor(message: string, cause: HubApiRequestError) {
    super(cause.code, message, { status: cause.status, cause });
    this.name = 'EventsRequestError';
    this.statusText = cause.statusText;
    this.url = cause.url;
    this.serverMessage = cause.detail;
  }
}

/** Runs an events call, turning a hub API failure into an {@link EventsRequestError} with `message`. */
export async function withEventsError<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HubApiRequestError) throw new EventsRequestError(message, error);
    throw error;
  }
}
