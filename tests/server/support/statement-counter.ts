import type { KyselyPlugin } from 'kysely';

/**
 * Counts the statements the app executes (every executed query passes transformResult once): pass
 * `plugin` to `createTestApp({ wrapDb: (db) => db.withPlugin(plugin) })` and read `counter.count`.
 */
export function statementCounter() {
  const counter = { count: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      counter.count += 1;
      return args.result;
    },
  };
  return { counter, plugin };
}
