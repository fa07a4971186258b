import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|wouter|regexparam|clsx|class-variance-authority|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared|context|lucide-react))[\\/.]/;

/**
 * Vite writes the stylesheet after the scripts and their preloads. The stylesheet holds up the first
 * paint and the scripts do not (modules run after parsing), so it goes first: on a slow connection it
 * no longer waits for a free connection behind them.
 */
const stylesheetFirst: Plugin = {
  name: 'stylesheet-first',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
      const rest = links.reduce((page, link) => page.replace(link, ''), html);
      const firstScript = rest.search(/\s*<script type="module"/);
      if (links.length === 0 || firstScript === -1) return html;
      return rest.slice(0, firstScript) + links.join('') + rest.slice(firstScript);
    },
  },
};

// The client lives in client/; `vite build` writes the browser bundle to dist/client and
// `vite build --ssr` the landing page's server renderer to dist/ssr.
export default defineConfig({
  root: 'client',
  plugins: [react(), tailwindcss(), stylesheetFirst],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the site supports preloads modules natively; the polyfill would cost every visitor.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page starts with, in one file: apart they were seven small requests,
          // each compressed on its own (docs/performance.md, issue 17). Not the query library: the
          // landing page's first screen runs without it (client/lib/page-query.ts).
          groups: [{ name: 'framework', test: FRAMEWORK }],
        },
      },
    },
  },
  ssr: { noExternal: [] },
  server: { proxy: { '/api': 'http://localhost:5000' } },
});
