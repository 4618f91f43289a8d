/** Test-model examples shared by the account forms (registration, password reset). */
import type { ExampleEvent } from './machine-entry';

/** The phone step's submissions, one example a phone as typed (known, new, malformed). */
export function phoneSubmissions(type: string, phones: readonly string[]): ExampleEvent[] {
  return phones.map((phone) => ({ type, example: { phone } }));
}
