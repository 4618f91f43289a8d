/** Points the API layer at a fresh recording server, mounted like production (/main, /lms, ...). */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { configureApi } from '../../../src/api/config';
import { type RecordingServer, startRecordingServer } from './recording-server';
import { credentialsOf, emptySession, type TestSession } from './session-fixture';

export interface ApiHarness {
  server: RecordingServer;
  session: TestSession;
}

/** Registers vitest hooks; the returned object is filled before the first test runs. */
export function setupApiHarness(): ApiHarness {
  const harness = { session: emptySession() } as ApiHarness;
  beforeAll(async () => {
    harness.server = await startRecordingServer();
    const { origin } = harness.server;
    configureApi({
      mainBaseUrl: `${origin}/main`,
      lmsBaseUrl: `${origin}/lms`,
      contestBaseUrl: `${origin}/contest`,
      service3BaseUrl: `${origin}/service3`,
      credentials: credentialsOf(harness.session),
    });
  });
  beforeEach(() => {
    harness.server.reset();
    Object.assign(harness.session, emptySession());
  });
  afterAll(() => harness.server.close());
  return harness;
}
