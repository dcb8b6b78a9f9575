import { z } from 'zod/mini';

/** One visited entity in the user's history (newest first; capped by the settings code). */
export interface UserHistoryEntry {
  readonly id: string;
  /** Entity type, e.g. `site`, `project`, `content`. */
  readonly type: string;
  readonly [field: string]: unknown;
}

/**
 * The user's own hub settings (spec 1 §3 Context, spec 3 §3 "User settings record"), stored as a user
 * resource by the settings code; the context only carries them. A preview flag set to true enables the
 * feature of the same name (`preview.workspace` → `hub:feature:workspace`).
 */
export interface UserHubSettings {
  readonly schemaVersion: number;
  readonly username?: string;
  readonly updated?: number;
  readonly preview?: Readonly<Record<string, boolean>>;
  readonly history?: { readonly entries: readonly UserHistoryEntry[] };
  /** Notices the user dismissed (spec 3 §3): hidden on every device they sign in on. */
  readonly notices?: { readonly dismissed?: readonly string[] };
  /**
   * In-app notifications (issue 19): whether to be told what followed sites and initiatives publish (on unless
   * `following` is false), and when the list was last read (epoch ms).
   */
  readonly notifications?: { readonly following?: boolean; readonly lastRead?: number };
}

/**
 * What a stored settings resource must look like to be used (it comes from the portal: an edge). Unknown
 * fields pass through; a record that does not fit is treated as no settings.
 *
 * @example
 * userHubSettingsSchema.safeParse({ schemaVersion: 1, preview: { workspace: true } }).success; // true
 */
export const userHubSettingsSchema = z.looseObject({
  schemaVersion: z.number(),
  username: z.optional(z.string()),
  updated: z.optional(z.number()),
  preview: z.optional(z.record(z.string(), z.boolean())),
  history: z.optional(z.looseObject({ entries: z.array(z.looseObject({ id: z.string(), type: z.string() })) })),
  notices: z.optional(z.looseObject({ dismissed: z.optional(z.array(z.string())) })),
  notifications: z.optional(z.looseObject({ following: z.optional(z.boolean()), lastRead: z.optional(z.number()) })),
});
