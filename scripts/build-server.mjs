// Compiles the server's TypeScript into plain JavaScript once, so `npm start` runs it with Node
// alone instead of under tsx (decision 0129): no loader thread, no per-module transform at start,
// and ~40-70 MB less resident memory. The repository's own code (apps/server/src and the
// workspace packages) is bundled, and so are the pure-JavaScript packages from node_modules, so
// Node does not resolve, read and compile ~1,000 module files one by one at every start (decision
// 0142); the packages in KEPT_AS_IMPORTS stay ordinary imports.
//
// Each module keeps its own place on disk: `import.meta.url`/`import.meta.dirname` are replaced by
// the path of the source file they are written in, so the data files next to the sources (the
// migrations, the dictionaries, the PGlite worker, the web build) resolve exactly as under tsx.
//
//   node scripts/build-server.mjs            # builds apps/server/dist/ if older than its sources
//   import { ensureServerBuilt } from './build-server.mjs'
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverOutDir = path.join(root, 'apps/server/dist');
const STAMP = 'build-stamp.json';
// Everything the bundle is made from: a change in any of them rebuilds it.
const sourceDirs = ['apps/server/src', 'packages/language/src', 'packages/contracts/src'].map((d) => path.join(root, d));
const sourceFiles = ['package-lock.json', 'scripts/build-server.mjs'].map((f) => path.join(root, f));

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, name)));
  return newest;
}

/** True when `outDir` holds a bundle of `entries` built after the last change to its sources. */
function upToDate(outDir, entries) {
  const stampFile = path.join(outDir, STAMP);
  if (!fs.existsSync(stampFile)) return false;
  const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  if (stamp.root !== root || JSON.stringify(stamp.entries) !== JSON.stringify(entries)) return false;
  return Math.max(...sourceDirs.map(newestMtime), ...sourceFiles.map(newestMtime), ...entries.map(newestMtime)) < stamp.builtAt;
}

/** Keeps each file's own `import.meta` location once its code sits in the bundle. */
const ownLocation = {
  name: 'own-location',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mts)$/ }, async (args) => {
      let code = await fs.promises.readFile(args.path, 'utf8');
      if (code.includes('import.meta'))
        code = code
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
          .replaceAll('import.meta.filename', JSON.stringify(args.path))
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents: code, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * Packages that stay ordinary imports, resolved from node_modules at run time (decision 0142): native
 * code (`.node` files), WebAssembly and data files found beside their own code (PGlite, pdfkit's
 * fonts, Swagger UI's pages, @fastify/swagger's own package.json), worker threads started by file
 * name (pino's transports), optional native bindings (pg), and large clients loaded only on use
 * (the AWS SDK, Stripe, nodemailer, openid-client, docx). Everything else from node_modules is
 * plain JavaScript and is bundled.
 */
export const KEPT_AS_IMPORTS = new Set([
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  '@electric-sql/pglite',
  '@fastify/static',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'docx',
  'esbuild',
  'file-type',
  'ioredis',
  'nodemailer',
  'openid-client',
  'pdfkit',
  'pg',
  'pg-native',
  'pino',
  'pino-pretty',
  'sharp',
  'stripe',
  'thread-stream',
  'tsx',
]);

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Node's built-ins and KEPT_AS_IMPORTS stay imports; the workspace's packages and the rest of node_modules are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@lingbridge/')) return undefined;
      const name = packageName(args.path);
      const kept = args.path.startsWith('node:') || name.startsWith('@node-rs/') || KEPT_AS_IMPORTS.has(name);
      return kept ? { path: args.path, external: true } : undefined;
    });
  },
};

/**
 * The bundled CommonJS packages call `require` for Node's built-ins and for what they load on use;
 * in an ES module there is none, so each output file makes its own, resolving from where it lies
 * (apps/server/dist, inside the repository, so node_modules is found as before).
 */
const requireBanner = "import { createRequire as __lbCreateRequire } from 'node:module'; const require = __lbCreateRequire(import.meta.url);";

/**
 * Bundles `entries` (absolute paths) into `outDir` unless it is up to date; returns the output file
 * of each entry. Code only reached through `import()` stays in chunks of its own, loaded on use.
 */
export async function ensureServerBuilt({
  entries = ['main.ts', 'preopen.ts'].map((f) => path.join(root, 'apps/server/src', f)),
  outDir = serverOutDir,
  quiet = false,
} = {}) {
  const outputs = entries.map((e) => path.join(outDir, `${path.basename(e).replace(/\.[mc]?tsx?$/, '')}.js`));
  if (upToDate(outDir, entries)) return outputs;
  const started = Date.now();
  const { build } = await import('esbuild');
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: entries,
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: `node${process.versions.node.split('.')[0]}`,
    // Names stay readable in stack traces and logs (error classes are matched by name in places).
    keepNames: true,
    sourcemap: 'linked',
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [externalPackages, ownLocation],
    banner: { js: requireBanner },
    logLevel: 'warning',
  });
  fs.writeFileSync(path.join(outDir, STAMP), JSON.stringify({ root, entries, builtAt: started }));
  if (!quiet) console.log(`Server compiled in ${Date.now() - started} ms (${path.relative(root, outDir)}).`);
  return outputs;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await ensureServerBuilt();
