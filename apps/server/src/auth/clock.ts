import type { AppDeps } from '../http/appEnv.ts';

/** The current time (epoch ms) by the app's clock: the injected one in tests, else the system's. */
export function nowFrom(deps: AppDeps): number {
  return deps.now ? deps.now() : Date.now();
}
