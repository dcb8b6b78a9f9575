import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/** A request to join a group (`community/groups/{id}/applications`). */
export interface PortalGroupApplication {
  readonly username: string;
  readonly fullname: string;
  /** When it was made, epoch milliseconds. */
  readonly received: number;
}

/**
 * The requests to join a group that wait for its managers (owner, group admins, org administrators).
 *
 * @example
 * const waiting = await getGroupApplications(id, { portal, authentication });
 */
export async function getGroupApplications(
  id: string,
  options: PortalCallOptions,
): Promise<readonly PortalGroupApplication[]> {
  const body = await portalRequest<{ applications?: PortalGroupApplication[] }>(
    `community/groups/${encodeURIComponent(id)}/applications`,
    options,
  );
  return body.applications ?? [];
}

/**
 * Answers a request to join: `accept` makes the applicant a member, `decline` drops the request.
 *
 * @example
 * await answerGroupApplication(id, 'user_riverside', 'accept', { portal, authentication });
 */
export async function answerGroupApplication(
  id: string,
  username: string,
  answer: 'accept' | 'decline',
  options: PortalCallOptions,
): Promise<void> {
  await portalRequest(
    `community/groups/${encodeURIComponent(id)}/applications/${encodeURIComponent(username)}/${answer}`,
    { ...options, httpMethod: 'POST' },
  );
}
