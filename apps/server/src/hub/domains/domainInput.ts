import { z } from 'zod';
import { HubApiError } from '../../errors/hubApiError.ts';

/** The body of `POST /api/v3/domains` (spec 1 §7). */
export const domainInputSchema = z.object({
  hostname: z.string().min(1).max(260),
  clientKey: z.string().max(256).default(''),
  orgId: z.string().min(1),
  orgTitle: z.string().max(1024),
  orgKey: z.string().min(1),
  siteId: z.string().regex(/^[0-9a-f]{32}$/, 'siteId must be an item id'),
  siteTitle: z.string().max(1024),
  sslOnly: z.boolean(),
});
export type DomainInput = z.infer<typeof domainInputSchema>;

/** Parses a request body, answering 400 with what is wrong. */
export function parseDomainInput(body: unknown): DomainInput {
  const parsed = domainInputSchema.safeParse(body);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
    throw new HubApiError(400, 'Bad Request', detail);
  }
  return parsed.data;
}
