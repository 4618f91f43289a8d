/** Remote configuration of the main API. */
import type { ConfigValue } from '../../contracts/config';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { get } from '../http/main-helpers';

/** GET /common/get-config?key=; the value's shape depends on the key. */
export function getConfig(key: string, options?: RequestOptions): Promise<ApiEnvelope<ConfigValue>> {
  return get('/common/get-config', { params: { key }, signal: options?.signal });
}
