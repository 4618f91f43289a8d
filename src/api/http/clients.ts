import axios, { type AxiosInstance } from 'axios';
import { getApiConfig, getApiConfigVersion } from '../config';

export type Backend = 'main' | 'lms' | 'contest' | 'service3';

const instances = new Map<Backend, AxiosInstance>();
let builtForVersion = -1;

/** The field of the API config that holds each backend's base URL. */
const BASE_URL_FIELD = {
  main: 'mainBaseUrl',
  lms: 'lmsBaseUrl',
  contest: 'contestBaseUrl',
  service3: 'service3BaseUrl',
} as const satisfies Record<Backend, string>;

function baseUrlOf(backend: Backend): string {
  return getApiConfig()[BASE_URL_FIELD[backend]];
}

/** The axios instance of one backend, rebuilt after `configureApi` changes the base URLs. */
export function clientFor(backend: Backend): AxiosInstance {
  if (builtForVersion !== getApiConfigVersion()) {
    instances.clear();
    builtForVersion = getApiConfigVersion();
  }
  let instance = instances.get(backend);
  if (!instance) {
    instance = axios.create({
      baseURL: baseUrlOf(backend),
      // Every status is an answer: the envelope (with its errorCode) is data, not an exception.
      // Only network failures and cancellations reject.
      validateStatus: () => true,
    });
    instances.set(backend, instance);
  }
  return instance;
}
