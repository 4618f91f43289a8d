/** Real actors of the schedule confirmation, from src/api functions injected at the composition root. */

import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import { dataOf } from '../shared/api-result';
import { fromRequest } from '../shared/from-request';
import type { RegisterConsultRequest, SaveSchedulesRequest } from './schedule-confirmation.types';

export interface ScheduleConfirmationApi {
  saveSchedules(body: SaveSchedulesRequest, options: RequestOptions): Promise<ApiEnvelope<unknown>>;
  registerConsult(body: RegisterConsultRequest, options: RequestOptions): Promise<ApiEnvelope<unknown>>;
}

/** Both reject with EnvelopeError (the server's message) when errorCode ≠ 0. */
export function createScheduleConfirmationActors(api: ScheduleConfirmationApi) {
  return {
    saveSchedule: fromRequest<unknown, SaveSchedulesRequest>(async ({ input, signal }) =>
      dataOf(await api.saveSchedules(input, { signal })),
    ),
    requestConsult: fromRequest<unknown, RegisterConsultRequest>(async ({ input, signal }) =>
      dataOf(await api.registerConsult(input, { signal })),
    ),
  };
}
