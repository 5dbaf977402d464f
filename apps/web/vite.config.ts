import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes `.br` and `.gz` beside every text asset of the build, once, at maximum compression; the
 * server sends them to browsers that accept them (`preCompressed` in plugins/web.ts). Uncompressed,
 * a phone on a slow connection waits for ~1 MB of script and styles before the first paint.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lingbridge-precompress',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const dir = path.join(outDir, 'assets');
      if (!fs.existsSync(dir)) return;
      for (const name of fs.readdirSync(dir)) {
        if (!/\.(js|css|svg|json|txt)$/.test(name)) continue;
        const file = path.join(dir, name);
        const raw = fs.readFileSync(file);
        if (raw.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        );
        fs.writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

/** The files the landing page loads up front (the entry and its static imports), found before the preload lists are written. */
const initialChunks = new Set<string>();
function initialChunkSet(): Plugin {
  return {
    name: 'lingbridge-initial-chunks',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        initialChunks.clear();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (!chunk || chunk.type !== 'chunk' || initialChunks.has(file)) return;
          initialChunks.add(file);
          for (const dep of chunk.imports) visit(dep);
        };
        for (const [file, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && chunk.isEntry && chunk.name === 'index') visit(file);
      },
    },
  };
}

/**
 * `vite build` builds two environments in order: the browser app into `dist/` (with a manifest, in
 * which the server finds the rendered pages' loader) and the server renderer of the public pages
 * (`src/entry-server.tsx`) into `dist/server/`, bundled with its dependencies so it runs from any
 * folder the build is copied to. The server answers the reading pages with their HTML already
 * rendered (decision 0044); the browser app then hydrates it.
 */
export default defineConfig({
  plugins: [react(), initialChunkSet(), precompress()],
  server: { proxy: { '/api': { target: 'http://localhost:3000', ws: true } } },
  builder: {},
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
  environments: {
    // One stylesheet for every page: a page the server rendered must not change as its route's
    // code (and, split, that code's styles) arrives — the reader's title grew 3 px on hydration,
    // a layout shift Lighthouse counted. All pages' own styles add ~20 KB raw (3 KB compressed).
    client: {
      build: {
        outDir: 'dist',
        manifest: true,
        cssCodeSplit: false,
        // A lazy page preloads the chunks it needs, but not those every page already loaded with
        // the app: their names cost the landing page ~6 KB compressed and fetched nothing.
        // The home page's CMS parts come at idle time: no preload list for them in the landing bundle.
        modulePreload: { resolveDependencies: (file, deps) => (file.includes('home-extras') ? [] : deps.filter((d) => !initialChunks.has(d))) },
        // The server-rendered pages' loader (src/app-loader.ts), found by the server in the manifest.
        rollupOptions: {
          input: { index: 'index.html', 'app-loader': 'src/app-loader.ts' },
          // React DOM and the router in chunks of their own, so the loader can evaluate them in
          // separate tasks (each was a third of one ~150 ms task on a slowed phone).
          // Seven characters of content hash, not eight (the fewest rolldown takes for this many
          // chunks): the preload lists of the ~70 lazy routes name ~300 chunks in the landing page's
          // code, and a hash is the one part of a name gzip cannot shrink. 0.5 KB of the 170 KB budget.
          output: {
            chunkFileNames: 'assets/[name]-[hash:7].js',
            codeSplitting: {
              groups: [
                { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
                { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
              ],
            },
          },
        },
      },
    },
    ssr: {
      resolve: { noExternal: true },
      // Libraries bundled in pick their production build.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: 'dist/server',
        emptyOutDir: false,
        copyPublicDir: false,
        target: 'node20',
        // .mjs: Node loads it as a module from any folder (a copy of the build has no package.json).
        rollupOptions: {
          input: { 'entry-server': 'src/entry-server.tsx' },
          output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' },
        },
      },
    },
  },
});
