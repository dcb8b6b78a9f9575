import type { LoaderFunctionArgs } from 'react-router';
import { portalUrlFor } from '../../api/portalUrl.ts';
import { fetchServiceHealth, type ServiceHealthView } from '../../status/serviceHealth.ts';

/** The status page's data: each service now, read afresh (undefined when the status cannot be read). */
export interface ServiceStatusData {
  readonly health: readonly ServiceHealthView[] | undefined;
}

export async function serviceStatusLoader({ request, context }: LoaderFunctionArgs): Promise<ServiceStatusData> {
  return { health: await fetchServiceHealth(portalUrlFor(context), request.signal) };
}
