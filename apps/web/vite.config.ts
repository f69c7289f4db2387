import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

// The API server (apps/server) listens on 3000 in development; Vite proxies the paths it owns so the
// browser sees one origin, as it does in production where the server also serves this build. The
// server listens on 127.0.0.1 by default, and 'localhost' may resolve to ::1 first, so name the address.
const API_ORIGIN = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      // PayPal's API routes live on the server, but /paypal/return is a page of this app.
      '^/paypal/(?!return)': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
});
