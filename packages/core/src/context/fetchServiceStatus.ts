import { z } from 'zod/mini';
import { HUB_SERVICES, type HubService } from '../constants.ts';
import { hubApiRequest } from '../hub-api/hubApiRequest.ts';
import type { ServiceStatus } from './Context.ts';

/**
 * Where a hub answers which of its services it serves (issue 23): Plaza's own `/api/status/v1`.
 *
 * @example
 * `${context.hubUrl}${SERVICE_STATUS_PATH}`;
 */
export const SERVICE_STATUS_PATH = '/api/status/v1';

const statusSchema = z.object({
  services: z.record(z.string(), z.enum(['online', 'offline', 'maintenance', 'not-available'])),
});

/**
 * The services directory check (spec 1 §4, §9): the status of each hub service as the hub at `hubUrl` reports it —
 * services it does not name are left to the edition's defaults. Rejects when the hub cannot be asked or answers
 * something else, which the context records as the services directory disabled.
 *
 * @example
 * const status = await fetchServiceStatus({ hubUrl: 'https://plaza.example.org' });
 * status.notifications; // 'not-available' on a Plaza that keeps no notifications service
 */
export async function fetchServiceStatus(options: {
  readonly hubUrl: string;
  readonly signal?: AbortSignal;
}): Promise<Readonly<Partial<Record<HubService, ServiceStatus>>>> {
  const answer = statusSchema.parse(await hubApiRequest(SERVICE_STATUS_PATH, {}, options));
  const status: Partial<Record<HubService, ServiceStatus>> = {};
  for (const service of HUB_SERVICES) {
    const reported = answer.services[service];
    if (reported) status[service] = reported;
  }
  return status;
}
