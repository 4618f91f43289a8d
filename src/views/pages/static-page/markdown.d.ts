/** Markdown content files, rendered to an HTML string at build time (scripts/vite-markdown.ts). */
declare module '*.md' {
  const html: string;
  export default html;
}
