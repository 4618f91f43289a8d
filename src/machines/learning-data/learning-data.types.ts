export interface LearningDataContext {
  /** What the loader is asked for (a profile id, a session id …), passed to the `load` actor. */
  request: unknown;
  data: unknown;
  error: string | null;
}

export type LearningDataEvent = { type: 'data.reloadRequested' };

export interface LearningDataInput {
  request: unknown;
}
