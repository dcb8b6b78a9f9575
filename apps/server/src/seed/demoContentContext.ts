/** What the demo content seed needs from the identity seed and the deployment. */
export interface DemoContentContext {
  /** Org url key → org id, as the identity seed created them. */
  readonly orgIds: ReadonlyMap<string, string>;
  /** `{orgKey}:{group title}` → group id. */
  readonly groupIds: ReadonlyMap<string, string>;
  /** Base domain of hosted sites (`localhost:3000`): the sites' default hostnames are under it. */
  readonly baseDomain: string;
  /** When the demo is seeded (notices end some days after); the clock by default. */
  readonly now?: number;
}
