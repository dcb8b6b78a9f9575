import { describe, expect, it } from 'vitest';
import { assetsFromManifest, deploymentHead } from './webRenderer.ts';

describe('deploymentHead', () => {
  it('names the configured basemap style in a meta tag, escaped', () => {
    expect(deploymentHead({ basemapStyle: 'https://tiles.example.org/style.json?key=a&b="c"' })).toBe(
      '<meta name="plaza-basemap-style" content="https://tiles.example.org/style.json?key=a&amp;b=&quot;c&quot;">',
    );
  });

  it('adds nothing for the built-in basemap', () => {
    expect(deploymentHead({ basemapStyle: undefined })).toBe('');
  });
});

describe('assetsFromManifest', () => {
  const manifest = {
    'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, css: ['assets/entry.css'], imports: ['_react'] },
    _react: { file: 'assets/react.js' },
    _format: { file: 'assets/format.js', imports: ['_react'] },
    'src/scenes/Content/ContentRoute.tsx': {
      file: 'assets/ContentRoute.js',
      isDynamicEntry: true,
      imports: ['_react', '_format'],
    },
    'src/scenes/Search/SearchRoute.tsx': { file: 'assets/SearchRoute.js', isDynamicEntry: true, imports: ['_format'] },
    'src/workspace/WorkspaceRoute.tsx': { file: 'assets/Workspace.js', isDynamicEntry: true },
  };

  it("lists each scene's modules beyond those the entry already preloads", () => {
    const assets = assetsFromManifest(manifest);
    expect(assets.scripts).toEqual(['/assets/entry.js']);
    expect(assets.styles).toEqual(['/assets/entry.css']);
    expect(assets.preloads).toEqual(['/assets/react.js']);
    expect(assets.routePreloads).toEqual({
      'src/scenes/Content/ContentRoute.tsx': ['/assets/ContentRoute.js', '/assets/format.js'],
      'src/scenes/Search/SearchRoute.tsx': ['/assets/SearchRoute.js', '/assets/format.js'],
    });
  });
});
