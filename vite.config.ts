import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client lives in client/; `vite build` writes the browser bundle to dist/client and
// `vite build --ssr` the landing page's server renderer to dist/ssr.
export default defineConfig({
  root: 'client',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the site supports preloads modules natively; the polyfill would cost every visitor.
    modulePreload: { polyfill: false },
  },
  ssr: { noExternal: [] },
  server: { proxy: { '/api': 'http://localhost:5000' } },
});
