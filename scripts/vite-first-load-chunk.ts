import type { Plugin } from 'vite';

/**
 * Keeps everything the entry imports statically (the first load) in one chunk. Left alone, the
 * bundler splits out every module that a lazy page also imports into its own small shared chunk,
 * and a dozen separately gzipped chunks cost the first load ~4 KB gzip more than one, plus a
 * request each (issue 17).
 */
export function firstLoadChunk(): { plugin: Plugin; isFirstLoadModule: (id: string) => boolean } {
  const firstLoad = new Set<string>();
  const plugin: Plugin = {
    name: 'uniclass:first-load-chunk',
    apply: 'build',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const pending = [...entries];
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (firstLoad.has(id)) continue;
        firstLoad.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, isFirstLoadModule: (id) => firstLoad.has(id) };
}
