import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The strings the signed-in app loads at once after sign-in (`app/app-routes.tsx`): every
 * area's but the sign-in page's own (the shell, the shared pieces, the session pages) and the
 * site pages' (a visitor reads the public privacy policy without signing in).
 */
const signedInStrings =
  /\/src\/(?!app\/locales\/|components\/locales\/|features\/(?:session|site-pages)\/).*\/locales\/(en|ar)\.json$/;

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies of every text asset, made once here at the highest levels; the
    // API sends the copy the browser accepts (apps/api/src/plugins/web-app.ts).
    compression({
      include: /\.(js|css|svg|json)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/uploads': { target: api, changeOrigin: false },
    },
  },
  build: {
    // WEB_OUT_DIR lets parallel checkouts build side by side (the e2e suite reads E2E_WEB_DIST).
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the app loads at start, one chunk: split by which later chunks share each
            // module, it came as a dozen files, each with its headers and its own compression.
            { name: 'start', tags: ['$initial'], priority: 2 },
            // The sign-in page and the parts it is built from (fields, card, alert), one chunk:
            // the first page anyone opens came as some thirty small files.
            {
              name: 'sign-in',
              test: /[\\/]src[\\/]features[\\/]session[\\/]sign-in-page\.tsx$/,
              priority: 1,
            },
            // i18next and its React binding, loaded once the app leaves the session pages, with
            // the session check that comes at the same time (`app/router.tsx`).
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|i18next-resources-to-backend)[\\/]|[\\/]src[\\/](lib[\\/]i18n\.ts|app[\\/]require-auth\.tsx)$/,
              priority: 1,
            },
            // zxcvbn-ts and its dictionaries (ADR 049): one chunk, downloaded when a new password
            // is first typed (`lib/password-strength.ts`), never with a page's own code.
            {
              name: 'password-strength',
              test: /node_modules[\\/](@zxcvbn-ts[\\/]|fastest-levenshtein[\\/])/,
              priority: 1,
            },
            // What four or more of the signed-in app's lazy chunks share (the layout, the list, the
            // forms, the dashboard): one chunk of libraries and one of `src/lib`, instead of some
            // sixty small files split by which chunks share each module. Each file costs its
            // headers and compresses alone: opening a list went from 94 files (225 KB) to 28 (179
            // KB). The form library, zod and the autocomplete stay with the screens that use them
            // (ADR 027).
            {
              name: 'shared',
              test: /node_modules[\\/](?!react-hook-form|@hookform|zod[\\/]|@mui[\\/]material[\\/](?:useAutocomplete|Autocomplete))/,
              minShareCount: 4,
              priority: 0,
            },
            { name: 'shared-app', test: /[\\/]src[\\/]lib[\\/]/, minShareCount: 4, priority: 0 },
            // One chunk a language instead of one a namespace: 23 small files compress poorly.
            {
              name: (id) => {
                const language = signedInStrings.exec(id)?.[1];
                return language ? `strings-${language}` : null;
              },
            },
          ],
        },
      },
    },
  },
});
