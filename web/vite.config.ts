import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Long-lived vendor code in its own chunks so app releases do not invalidate it: Amplify, then React (rolldown's
 * code-splitting groups; a module goes to the first group whose test matches).
 */
const vendorChunks = [
  { name: 'amplify', test: /\/node_modules\/(@?aws-amplify|@aws-crypto|@smithy|@aws-sdk|graphql)\// },
  { name: 'react', test: /\/node_modules\/(react|react-dom|react-router|scheduler|@tanstack)\// },
];

/**
 * Vite build of the web SPA (ARCHITECTURE.md "Layout", practice 5): root web/, output web/dist.
 * The app imports pure rules from domain/ at the repo root, so the dev server may read it.
 * No environment is baked in: the app fetches /config.json at boot.
 */
export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('../domain', import.meta.url)),
      '@web': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: { fs: { allow: [repoRoot] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
});
