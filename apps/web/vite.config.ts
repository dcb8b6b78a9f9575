import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client build emits hashed assets and a manifest the server reads to write script tags;
// the SSR build (`vite build --ssr src/entry-server.tsx`) emits the server entry.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: { input: 'src/entry-client.tsx' },
  },
  ssr: {
    noExternal: ['@plaza/core'],
  },
});
