import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The public pages' code — every scene under src/scenes and all it imports — is one chunk ("site", ADR 0162). Split
// by route, it was ~57 small files fetched before a page could run (a site page's first visit over HTTP/1.1: 6 at a
// time, each a round trip) and Lighthouse's blocking time on a mobile CPU was 2–3× higher. What stays lazy, in chunks
// of its own: the workspace, the map (MapLibre; the web map viewer, the PDF preview), Calcite, the sanitiser and Markdown renderer (loaders only), the
// Arabic messages, sign-in screens, and the route loaders (they run in the browser only on a later navigation).
const STAYS_LAZY =
  /[\\/](workspace[\\/]|markup[\\/]markup\.ts|components[\\/]map[\\/]MapView|scenes[\\/]Content[\\/]components[\\/](WebMapViewer|PdfPreview)\.tsx|i18n[\\/]locales[\\/]|auth[\\/](UserMenu|SignInPage|AuthCallbackPage|signInActions)|[A-Za-z]+Loader\.ts)/;
const PUBLIC_SCENE = /[\\/]apps[\\/]web[\\/]src[\\/]scenes[\\/]/;
// Scenes few visits start on — a person's own settings and notifications, a survey, the about pages of templates and
// solutions — are chunks of their own (with what only they use), not in every public page's first script (ADR 0214).
const OWN_CHUNK_SCENE =
  /[\\/]scenes[\\/](PersonSettings|Notifications|Survey|TemplateAbout|SolutionAbout|InitiativeTemplateAbout)[\\/]/;

// The client build emits hashed assets and a manifest the server reads to write script tags;
// the SSR build (`vite build --ssr src/entry-server.tsx`) emits the server entry.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      input: 'src/entry-client.tsx',
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'site',
              test: (id: string) => PUBLIC_SCENE.test(id) && !STAYS_LAZY.test(id) && !OWN_CHUNK_SCENE.test(id),
            },
          ],
        },
      },
    },
  },
  ssr: {
    noExternal: ['@plaza/core'],
  },
});
