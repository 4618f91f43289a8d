import { marked } from 'marked';
import type { Plugin } from 'vite';

/**
 * Content pages (privacy policy, refund, rules, permissions) are Markdown files that editors can
 * change without touching code. They are rendered to HTML at build time, so neither a Markdown
 * parser nor the source text reaches the browser: `import html from './x.md'` gives the HTML string.
 * The files are ours (reviewed like code), which is why the HTML is trusted.
 */
export function markdownPages(): Plugin {
  return {
    name: 'uniclass:markdown-pages',
    enforce: 'pre',
    transform: {
      filter: { id: /\.md$/ },
      async handler(source) {
        const html = await marked.parse(source, { gfm: true });
        return { code: `export default ${JSON.stringify(html)};`, map: null };
      },
    },
  };
}
