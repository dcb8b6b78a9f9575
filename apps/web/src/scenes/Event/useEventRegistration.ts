import {
  deleteRegistration,
  EventsRequestError,
  eventFromService,
  getEvent,
  registerForEvent,
  searchRegistrations,
  type EventRegistration,
  type HubEvent,
} from '@plaza/core';
import { useCallback, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useAuth } from '../../auth/useAuth.ts';

/** What the registration panel knows about the visitor. */
export type RegistrationState =
  | { readonly kind: 'unknown' }
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'loading' }
  | {
      readonly kind: 'ready';
      readonly registration: EventRegistration | undefined;
      /** The event as the visitor may see it (with the online link when registered). */
      readonly event: HubEvent | undefined;
    };

/**
 * The visitor's registration for an event, read with their session once the page is interactive, and the actions
 * to register and cancel. Errors keep the service's own sentence ("This event is full in person: ...").
 *
 * @example
 * const { state, register, cancel, error, busy } = useEventRegistration(eventId);
 */
export function useEventRegistration(eventId: string) {
  const auth = useAuth();
  const [state, setState] = useState<RegistrationState>({ kind: 'unknown' });
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const { revalidate } = useRevalidator();
  const handle = auth.status === 'signedIn' ? auth.handle : undefined;
  const username = auth.status === 'signedIn' ? auth.session.username : undefined;

  const load = useCallback(async () => {
    if (!handle || !username) return;
    const options = { hubUrl: window.location.origin, authentication: handle };
    const [page, record] = await Promise.all([
      searchRegistrations({ eventId, userId: username }, options),
      getEvent(eventId, options).catch(() => undefined),
    ]);
    setState({
      kind: 'ready',
      registration: page.items[0],
      event: record ? eventFromService(record, Date.now()) : undefined,
    });
  }, [eventId, handle, username]);

  useEffect(() => {
    if (auth.status === 'unknown') return;
    if (auth.status === 'anonymous') {
      setState({ kind: 'anonymous' });
      return;
    }
    setState({ kind: 'loading' });
    load().catch(() => setState({ kind: 'ready', registration: undefined, event: undefined }));
  }, [auth.status, load]);

  const run = useCallback(
    async (action: () => Promise<unknown>) => {
      setBusy(true);
      setError(undefined);
      try {
        await action();
        // The page's places left are read again with the registration (issue 43 item 6), not on the next visit.
        await Promise.all([load(), revalidate()]);
      } catch (e) {
        setError(e instanceof EventsRequestError ? (e.serverMessage ?? e.message) : String(e));
      } finally {
        setBusy(false);
      }
    },
    [load, revalidate],
  );

  const register = useCallback(
    (type: 'IN_PERSON' | 'VIRTUAL') =>
      handle
        ? run(() => registerForEvent({ eventId, type }, { hubUrl: window.location.origin, authentication: handle }))
        : Promise.resolve(),
    [eventId, handle, run],
  );
  const cancel = useCallback(
    () =>
      handle && state.kind === 'ready' && state.registration
        ? run(() =>
            deleteRegistration(state.registration!.id, { hubUrl: window.location.origin, authentication: handle }),
          )
        : Promise.resolve(),
    [handle, run, state],
  );
  return { state, error, busy, register, cancel };
}
