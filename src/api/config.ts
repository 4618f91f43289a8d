/**
 * Configuration of the API layer: one base URL per backend and the source of credentials.
 * This is the only file of the SPA that reads the VITE_*_URL variables; the composition root
 * calls `configureApi` once with browser credentials, tests call it with plain objects.
 */

/** The user as the header rules need it: only the phone travels (access_user). */
export interface CredentialUser {
  phone: string;
}

/** The password-confirmation record (SPEC §3 infoNewPass). */
export interface InfoNewPassCredentials {
  accessToken: string;
  phone: string;
}

/** Where request helpers read the session from, at the moment of each request. */
export interface CredentialsSource {
  getUser(): CredentialUser | null;
  getAccessToken(): string | null;
  getContestToken(): string | null;
  getServiceToken(): string | null;
  getInfoNewPass(): InfoNewPassCredentials | null;
}

export interface ApiConfig {
  mainBaseUrl: string;
  lmsBaseUrl: string;
  contestBaseUrl: string;
  service3BaseUrl: string;
  credentials: CredentialsSource;
}

/** Anonymous until the composition root wires the session in: requests carry no credentials. */
export const anonymousCredentials: CredentialsSource = {
  getUser: () => null,
  getAccessToken: () => null,
  getContestToken: () => null,
  getServiceToken: () => null,
  getInfoNewPass: () => null,
};

function envOr(value: string | undefined, fallback: string): string {
  return value && value.length > 0 ? value : fallback;
}

/** Same-origin defaults: one Node process mounts every backend under its own prefix. */
function defaultConfig(): ApiConfig {
  // Optional chaining: under Node (vitest, tsx) import.meta.env may be absent.
  const env = import.meta.env;
  return {
    mainBaseUrl: envOr(env?.VITE_MAIN_API_URL, '/main'),
    lmsBaseUrl: envOr(env?.VITE_LMS_API_URL, '/lms'),
    contestBaseUrl: envOr(env?.VITE_CONTEST_API_URL, '/contest'),
    service3BaseUrl: envOr(env?.VITE_SERVICE3_URL, '/service3'),
    credentials: anonymousCredentials,
  };
}

let current: ApiConfig | null = null;
let version = 0;

/** The active configuration (env defaults until `configureApi` is called). */
export function getApiConfig(): ApiConfig {
  if (current === null) current = defaultConfig();
  return current;
}

/** Bumped on every `configureApi`, so cached axios instances know they are stale. */
export function getApiConfigVersion(): number {
  return version;
}

/** Overrides any part of the configuration; the rest keeps its current value. */
export function configureApi(overrides: Partial<ApiConfig>): ApiConfig {
  current = { ...getApiConfig(), ...overrides };
  version += 1;
  return current;
}
