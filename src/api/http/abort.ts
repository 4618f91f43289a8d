import { isCancel } from 'axios';

/** True for a request cancelled through its AbortSignal (not a failure of the call itself). */
export function isAbortError(error: unknown): boolean {
  if (isCancel(error)) return true;
  return error instanceof Error && error.name === 'AbortError';
}
