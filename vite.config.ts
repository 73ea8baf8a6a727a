import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Writes a .br and a .gz beside every text asset of the build, compressed once at the highest
 * levels, so the server never compresses a file per request (it serves these as they are).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sofra-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const file = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|html|json|txt|webmanifest)$/.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < 256) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * V8's explicit compile hint (Chrome 136 on; other engines read a comment): every function of
 * the file compiled as it loads, not one by one the first time each is called.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The guest app's chunks (main.tsx, its libraries, the parts a page loads), all of it run as the
 * app attaches at the guest's first touch, carry V8's compile hint at their top: compiled with
 * the module, each function is not compiled in the middle of attaching the page, the longest
 * task at the first touch (docs/decisions/004). The page's own script (boot.ts, the entry) runs
 * as the page loads, its functions at their own time: it has none.
 */
function compileHints(): Plugin {
  return {
    name: 'sofra-compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.isEntry) continue;
        const file = path.join(options.dir!, chunk.fileName);
        fs.writeFileSync(file, `${COMPILE_HINT}\n${fs.readFileSync(file, 'utf8')}`);
      }
    },
  };
}

/**
 * The app's module (main.tsx) loads after the page (boot.ts), but its stylesheet must not: the
 * page the server drew needs it to show at all. This links it from index.html, where the
 * browser fetches it with the page; the app's own loader then finds it there and skips it.
 */
function linkAppStylesheet(): Plugin {
  return {
    name: 'sofra-link-app-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((item) => item.type === 'chunk');
        const app = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/web/main.tsx')));
        if (!app) throw new Error('The build has no chunk for src/web/main.tsx');
        // The app's chunk and the chunks it imports statically: all of it loads with the app.
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const css = new Set<string>();
        const visit = (chunk: (typeof chunks)[number], seen = new Set<string>()) => {
          if (seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          for (const name of chunk.imports) {
            const imported = byName.get(name);
            if (imported) visit(imported, seen);
          }
        };
        visit(app);
        return [...css].map((file) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Beside the manifest (.vite/manifest.json, which names a chunk by its first module only), every
 * chunk of the build as the bundler made it: the modules it holds (relative to the project), what
 * it imports and which style sheets it brings. The bundle tests (tests/build/guest-bundle.test.ts)
 * read from it what a guest's first download holds, in the build that ships.
 */
function chunkList(): Plugin {
  let root = '';
  return {
    name: 'sofra-chunk-list',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const relative = (id: string) => (path.isAbsolute(id) ? path.relative(root, id).split(path.sep).join('/') : id);
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          fileName: chunk.fileName,
          isEntry: chunk.isEntry,
          isDynamicEntry: chunk.isDynamicEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          moduleIds: chunk.moduleIds.map(relative),
          importedCss: [...(chunk.viteMetadata?.importedCss ?? [])],
        }));
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: `${JSON.stringify(chunks, null, 2)}\n` });
    },
  };
}

/**
 * Everything the app's module (main.tsx) imports statically, shared with a lazily loaded part
 * or not, goes in the app's own chunk: the parts a page loads later then import it from there,
 * instead of the bundler cutting every module two of them share into a small chunk of its own
 * that each page would fetch (and compress) separately.
 */
function appChunk() {
  const app = new Set<string>();
  const plugin: Plugin = {
    name: 'sofra-app-chunk',
    apply: 'build',
    buildEnd() {
      const closure = (from: string[]) => {
        const found = new Set<string>();
        const visit = (id: string) => {
          if (found.has(id)) return;
          found.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        from.forEach(visit);
        return found;
      };
      const ids = [...this.getModuleIds()];
      // What the page's own script (boot.ts) needs stays with it, so the app stays a later download;
      // what the table's calls bar needs is shared with it, so the bar comes without the app.
      const page = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry || id.endsWith('/src/web/menu/calls/island.tsx')));
      for (const id of closure(ids.filter((id) => id.endsWith('/src/web/main.tsx')))) if (!page.has(id)) app.add(id);
    },
  };
  return { plugin, group: { name: 'main', test: (id: string) => app.has(id), includeDependenciesRecursively: false } };
}

const app = appChunk();

interface ViteManifestEntry {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * The files a guest's phone may need offline: everything index.html's script reaches, its lazy
 * parts included, but the back office (a chunk of its own that no guest downloads). Read from
 * the build's manifest.
 */
function guestFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ViteManifestEntry>;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || seen.has(key) || key.startsWith('src/web/admin/')) return;
    seen.add(key);
    for (const file of [entry.file, ...(entry.css ?? []), ...(entry.assets ?? [])]) files.add(file);
    for (const next of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]) visit(next);
  };
  visit('index.html');
  return files;
}

/**
 * The service worker (src/sw/sw.ts, built by vite-plugin-pwa with Workbox), registered by the
 * guest pages after they load. Its precache: the guest app's files, the favicon, and the offline
 * pages in both languages, whose revision is the page template's (it names the app's files).
 * Not the install icons: the browser fetches and keeps those itself when the menu is installed,
 * and precaching them cost every first visit about 24 kB.
 */
function serviceWorker(): Plugin[] {
  // The build's own output folder (the bundle tests build into a temporary one).
  let outDir = path.resolve('dist/web');
  const outDirOf: Plugin = {
    name: 'sofra-service-worker-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };
  return [
    outDirOf,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['assets/*.{js,css,woff2}', 'favicon.svg'],
        // The whole wordmark font is only for restaurants named otherwise: not in every guest's offline copy.
        globIgnores: ['assets/pacifico-*'],
        manifestTransforms: [
          (entries) => {
            const guest = guestFiles(outDir);
            const revision = createHash('sha256')
              .update(fs.readFileSync(path.join(outDir, 'index.html')))
              .digest('hex')
              .slice(0, 16);
            const manifest = entries.filter((entry) => !entry.url.startsWith('assets/') || guest.has(entry.url));
            for (const url of ['/offline', '/EN/offline']) manifest.push({ url, revision, size: 0 });
            return Promise.resolve({ manifest, warnings: [] });
          },
        ],
      },
    }),
  ];
}

/**
 * CSS Modules' class names in the production build: a short hash of the style sheet's path and
 * the class (`_k3Fq9a`) instead of `_hero_w3f2b_1`. The app's script carries every class name
 * it uses, and the guest pages' first download counts every byte (the bench's ≤ 1.5× bare React).
 * The browser's build and the server's renderer name each class alike, from the same inputs.
 */
function shortClassName(local: string, file: string): string {
  const where = path
    .relative(import.meta.dirname, file.split('?')[0]!)
    .split(path.sep)
    .join('/');
  return `${local}_${createHash('sha256').update(where).digest('base64url').slice(0, 4)}`;
}

/**
 * The guest pages run on Preact, through its React compatibility layer: the same components,
 * drawn by the server and attached in the browser by a runtime about a tenth of React's size
 * (docs/decisions/004). The back office keeps React, in a build of its own (`--mode admin`):
 * its libraries (React Router, TanStack Query, react-hook-form, dnd-kit) are React's.
 */
const PREACT: { find: RegExp; replacement: string }[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
];

/**
 * React Router's package resolves to its development build in every build (its exports name no
 * production condition), which keeps its console warnings and their text: the production build,
 * one flag apart, is what staff get.
 */
const REACT_ROUTER_PRODUCTION: { find: RegExp; replacement: string }[] = [
  { find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.resolve('node_modules/react-router/dist/production/dom-export.mjs') },
];

/** The dev server answers the back office's addresses with its own page (admin.html), as the server does. */
function adminPageInDev(): Plugin {
  return {
    name: 'sofra-admin-page-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (/^\/admin(?:[/?]|$)/.test(request.url ?? '') && request.headers.accept?.includes('text/html')) request.url = '/admin.html';
        next();
      });
    },
  };
}

/**
 * Three builds: `vite build`, the guest pages' app (index.html → boot.ts → main.tsx, on Preact);
 * `vite build --mode admin`, the back office (admin.html, on React) into the same folder; and
 * `vite build --ssr src/web/entry-server.tsx`, the guest pages' renderer for the server (on Preact,
 * as the browser attaches to what it draws). The dev server runs everything on React.
 */
export default defineConfig(({ command, mode, isSsrBuild }) => {
  const isProductionBuild = command === 'build' && mode !== 'development';
  const isAdminBuild = command === 'build' && mode === 'admin';
  const web = {
    outDir: 'dist/web',
    sourcemap: false,
    assetsInlineLimit: 0,
    // Every browser a guest's phone runs today supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
  };
  return {
    plugins: [
      react(),
      ...(command === 'serve' ? [adminPageInDev()] : []),
      ...(isSsrBuild
        ? []
        : isAdminBuild
          ? [precompress()]
          : [app.plugin, linkAppStylesheet(), chunkList(), compileHints(), precompress(), ...serviceWorker()]),
    ],
    root: '.',
    publicDir: 'public',
    css: isProductionBuild ? { modules: { generateScopedName: shortClassName } } : {},
    build: isSsrBuild
      ? {
          // `vite build --ssr src/web/entry-server.tsx`: the guest pages' renderer for the server.
          // The public files are not copied.
          outDir: 'dist/ssr',
          emptyOutDir: true,
          sourcemap: false,
          assetsInlineLimit: 0,
          copyPublicDir: false,
        }
      : isAdminBuild
        ? {
            ...web,
            // After the guest pages' build, beside it: its files, and a manifest of its own.
            emptyOutDir: false,
            copyPublicDir: false,
            manifest: '.vite/admin-manifest.json',
            rolldownOptions: { input: 'admin.html' },
          }
        : {
            ...web,
            emptyOutDir: true,
            // The server reads it to name each guest page's files in that page's HTML.
            manifest: true,
            rolldownOptions: { output: { codeSplitting: { groups: [app.group] } } },
          },
    resolve: !isProductionBuild ? {} : isAdminBuild ? { alias: REACT_ROUTER_PRODUCTION } : { alias: PREACT },
    // The renderer carries its libraries with it, so the server can load it from any folder
    // (the browser tests serve a copy) and it always matches the browser's build.
    ssr: { noExternal: true },
    // …and the production build of each in it, whatever NODE_ENV the server runs with.
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    server: {
      port: 5173,
      proxy: { '/api': 'http://localhost:3000' },
    },
  };
});
