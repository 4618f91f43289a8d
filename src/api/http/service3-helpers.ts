/** SPEC §7 helper of the third service. */
import { service3Headers } from './headers';
import { requestHelpers } from './request-helpers';

const service3 = requestHelpers('service3', service3Headers);

/** POST JSON to service3 with a single access_token header carrying the service token. */
export const postService3 = service3.post;
