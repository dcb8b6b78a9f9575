import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES, routeModuleOf } from './routes.tsx';

// The scene modules the route table imports lazily (the build manifest names them the same way, from `src/`).
const SCENES = Object.keys(import.meta.glob('./scenes/*/*Route.tsx')).map((key) => `src/${key.slice(2)}`);

describe('route modules', () => {
  it('names a scene module that exists for every lazily loaded route', () => {
    for (const module of Object.values(ROUTE_MODULES)) expect(SCENES).toContain(module);
  });

  it('finds the module of a route in its host and enterprise forms', () => {
    expect(routeModuleOf('initiatives')).toBe('src/scenes/Content/ContentRoute.tsx');
    expect(routeModuleOf('enterprise-search')).toBe('src/scenes/Search/SearchRoute.tsx');
    expect(routeModuleOf('site')).toBeUndefined();
  });
});
