import type { TestProject } from 'vitest/node';
import { wallClockNow } from '../../support/wall-clock';
import { dropRun, dropStaleRuns } from './database-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's database templates and test databases (database-templates.ts). */
    databaseRunId: string;
  }
}

const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

/**
 * Once per vitest run: a run id for the database templates, which the first worker that needs them
 * builds (database-templates.ts), and their removal at the end. Databases of runs killed earlier
 * (older than 6 hours) go too, so a crashed run never fills the server.
 */
export default async function setup(project: TestProject) {
  // wall clock: the run id starts with the time the run began, to spot stale runs' databases.
  const runId = `${Math.floor(wallClockNow() / 1000)}_${process.pid}`;
  project.provide('databaseRunId', runId);
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) await dropStaleRuns(baseUrl, STALE_AFTER_MS, wallClockNow());
  return async () => {
    await dropRun(runId, baseUrl);
  };
}
