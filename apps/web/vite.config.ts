import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { firstRouteGroup } from './build/first-route-chunk';
import { mantineComponentStyles } from './build/mantine-styles';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * Libraries every page needs: one long-cached chunk that changes only with upgrades.
 * react-i18next's <Trans> (and the HTML parser it brings) is used only by lazy forms: it
 * stays with them, off the first route.
 */
const FRAMEWORK_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack)[\\/]/;
const LAZY_ONLY = /[\\/]react-i18next[\\/]dist[\\/]es[\\/](Trans|TransWithoutContext)\.js$/;
const inFramework = (id: string) => FRAMEWORK_PACKAGES.test(id) && !LAZY_ONLY.test(id);

/**
 * Preloads the font files the first screen paints with, so text does not re-flow when the
 * web font replaces the fallback (a layout shift): the Thai and Latin variable fonts.
 */
const PRELOADED_FONTS = ['noto-sans-thai-thai-wght-normal.woff2', 'noto-sans-thai-latin-wght-normal.woff2'];

function preloadFonts(): Plugin {
  return {
    name: 'baandee:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const assets = Object.values(bundle ?? {}).filter((item) => item.type === 'asset');
        return PRELOADED_FONTS.map((font) => {
          const asset = assets.find((item) => item.originalFileNames.some((name) => name.endsWith(font)));
          if (!asset) throw new Error(`font ${font} is not in the bundle: update PRELOADED_FONTS`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${asset.fileName}` },
            injectTo: 'head',
          };
        });
      },
    },
  };
}

/**
 * React Router's package exports only its development build (remix-run/react-router#14753):
 * the checks and warnings made the router's start-up about twice as slow. A build takes
 * the production files beside it; the dev server and the tests keep the warnings.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(import.meta.resolve('react-router/dom').replace('/development/', '/production/')) },
];

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  plugins: [mantineComponentStyles(), react(), preloadFonts()],
  resolve: {
    // A second copy of React or Mantine would split their contexts.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
    alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': API_ORIGIN,
      '/uploads': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // the server-rendered pages link their route's scripts and stylesheets (scripts/prerender.mjs reads it)
    manifest: true,
    // Fonts and icons stay files: inlining them would grow the first-route JS and CSS.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The Thai first-screen catalogues are bundled and also listed among the lazy
      // catalogue loaders (@baandee/locales/lazy); that they stay in the main chunk is intended.
      checks: { ineffectiveDynamicImport: false },
      output: {
        // The first page's script lists the files of every lazy chunk (to preload them
        // together); bare hashes keep that list small as pages are added.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            { name: 'framework', test: inFramework, priority: 2 },
            { ...firstRouteGroup(), priority: 1 },
          ],
        },
      },
    },
  },
}));
