import type { Plugin } from 'vite';

/**
 * The pages a visit most often opens on, by pathname, and the lazy modules their route loads
 * (src/app/router.tsx). `withPageLogic` routes also need the lazy page logic.
 */
const FIRST_ROUTES: Record<string, { page: string; pageLogic: boolean }> = {
  '/': { page: 'src/views/pages/ai-class/ai-class-page.tsx', pageLogic: false },
  '/lop-hoc': { page: 'src/views/pages/ai-class/ai-class-page.tsx', pageLogic: false },
  '/dang-nhap': { page: 'src/views/pages/login/login-page.tsx', pageLogic: true },
  '/dang-ky': { page: 'src/views/pages/register/register-page.tsx', pageLogic: true },
};
const PAGE_LOGIC = 'src/app/page-logic.ts';

interface ChunkInfo {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

/** The chunk of a module and the chunks it imports statically, minus the entry (already loading). */
function chunkFiles(chunks: ChunkInfo[], root: string, module: string): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const start = chunks.find((chunk) => chunk.facadeModuleId === `${root}/${module}`);
  if (!start) throw new Error(`vite-route-preload: no chunk for ${module} (router.tsx changed?)`);
  const files = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const chunk = pending.pop() as ChunkInfo;
    if (chunk.isEntry || files.has(chunk.fileName)) continue;
    files.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) pending.push(imported);
    }
  }
  return [...files];
}

/**
 * Vite's own tags for the entry (`<script type="module" src>`, `<link rel="modulepreload">`): they are
 * taken out of the markup and requested by the loader below instead.
 */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const ENTRY_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's loader, an inline script right after the narrow-screen check.
 *
 * Issue 35: a phone sent away must download no app JS, but the preload scanner reads ahead of the
 * parser and requests every `src`/`modulepreload` it finds in the markup before the check has run;
 * `window.stop()` only cancels what has not arrived yet, and on a fast network it all had. So the
 * markup names no app script at all: this loader, which the parser reaches only when the check let
 * the page stay, adds `<link rel=modulepreload>` for the entry and its imports and starts the entry
 * once the document is parsed (where the module script's `defer` would have run it; #root exists).
 *
 * Issue 17: without help the browser fetches a route's chunk only after the main chunk has run and
 * the router has matched, one round trip after the other. The loader also preloads the current
 * route's chunks, which then download in parallel with the main chunk.
 *
 * The server's CSP allows it by its hash, computed from the built index.html like the redirect's
 * (server/plugins/inline-script-hashes.ts).
 */
export function routePreload(): Plugin {
  let root = '';
  return {
    name: 'uniclass:route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const chunks = Object.values(context.bundle).filter(
          (output): output is typeof output & ChunkInfo => output.type === 'chunk',
        );
        const table: Record<string, string[]> = {};
        for (const [pathname, route] of Object.entries(FIRST_ROUTES)) {
          const files = chunkFiles(chunks, root, route.page);
          if (route.pageLogic) files.push(...chunkFiles(chunks, root, PAGE_LOGIC));
          table[pathname] = [...new Set(files)].map((file) => `/${file}`);
        }
        const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1] as string);
        if (entries.length !== 1)
          throw new Error(`vite-route-preload: ${entries.length} entry scripts, expected 1`);
        const entryImports = [...html.matchAll(ENTRY_PRELOAD)].map((match) => match[1] as string);
        const markup = html.replace(ENTRY_SCRIPT, '').replace(ENTRY_PRELOAD, '');
        const script = `(() => {
  const entry = ${JSON.stringify(entries[0])};
  const route = ${JSON.stringify(table)}[window.location.pathname.replace(/(.)\\/$/, '$1')] || [];
  for (const href of [...${JSON.stringify([entries[0], ...entryImports])}, ...route]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  document.addEventListener('DOMContentLoaded', () => {
    const app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.body.appendChild(app);
  });
})();`;
        const redirectEnd = markup.indexOf('</script>');
        if (redirectEnd < 0) throw new Error('vite-route-preload: the narrow-screen check must come first');
        const at = redirectEnd + '</script>'.length;
        return `${markup.slice(0, at)}\n    <script>${script}</script>${markup.slice(at)}`;
      },
    },
  };
}
