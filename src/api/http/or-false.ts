import { isAbortError } from './abort';
import { type ApiEnvelope, isOk, type OkEnvelope } from './envelope';

/**
 * SPEC §8: profile update/create, avatar and class-change calls answer false on failure
 * (errorCode ≠ 0 or a failed request). A cancelled call still rejects: nobody waits for it.
 */
export async function okOrFalse<T>(request: Promise<ApiEnvelope<T>>): Promise<OkEnvelope<T> | false> {
  try {
    const envelope = await request;
    return isOk(envelope) ? envelope : false;
  } catch (error) {
    if (isAbortError(error)) throw error;
    return false;
  }
}
