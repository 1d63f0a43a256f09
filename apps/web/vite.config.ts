import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Paths the API host serves; the dev server forwards them to a local `@aita/server`. */
const API_PREFIXES = ['/v1', '/v2', '/passport', '/oss', '/static', '/healthz'];
const API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }]),
    ),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // The bundle-size benchmark (bench/bundle-size.mjs) reads what /home/index loads from it.
    manifest: true,
  },
});
