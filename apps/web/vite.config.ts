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
        fs.writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
        fs.writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: { proxy: { '/api': { target: 'http://localhost:3000', ws: true } } },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
});
