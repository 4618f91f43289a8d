/** Response shapes shared by every backend (SPEC §8) and the options every helper accepts. */

/** The envelope of main, LMS, contest and service3 answers: errorCode 0 means success. */
export interface ApiEnvelope<T> {
  errorCode: number;
  message: string;
  data: T | null;
}

/** An envelope that reported success, so its data is present. */
export interface OkEnvelope<T> extends ApiEnvelope<T> {
  errorCode: 0;
  data: T;
}

/** The notification service's answer: a truthy resultCode means success. */
export interface NotificationEnvelope<T = unknown> {
  resultCode: number | boolean;
  message?: string;
  data?: T;
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface RequestOptions {
  /** Machines pass the actor's signal so the loser of a race is cancelled. */
  signal?: AbortSignal;
  /** Extra request headers of one call (e.g. Idempotency-Key of a redeem); POST only. */
  headers?: Record<string, string>;
}

export interface GetOptions extends RequestOptions {
  params?: QueryParams;
}

/** True when the envelope reports success (errorCode 0). */
export function isOk<T>(envelope: ApiEnvelope<T> | null | undefined): envelope is OkEnvelope<T> {
  return typeof envelope === 'object' && envelope !== null && envelope.errorCode === 0;
}

/** True when a notification answer reports success (truthy resultCode). */
export function isNotificationOk(envelope: NotificationEnvelope | null | undefined): boolean {
  return typeof envelope === 'object' && envelope !== null && Boolean(envelope.resultCode);
}
