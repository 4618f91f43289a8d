/** SPEC §7 helpers carrying the contest token in the Authorization header. */
import { clientFor } from './clients';
import type { GetOptions } from './envelope';
import { contestHeaders } from './headers';
import { requestHelpers } from './request-helpers';

const contest = requestHelpers('contest', contestHeaders);

/** GET a caller-given URL (absolute, or relative to the contest base) with the contest token. */
export const getLmsContest = contest.get;

/** POST JSON to a caller-given URL (absolute, or relative to the contest base) with the contest token. */
export const postLmsContest = contest.post;

/** A binary answer with what a caller needs to judge it (status) and save it (type, name). */
export interface BinaryResponse {
  status: number;
  statusText: string;
  contentType: string | null;
  contentDisposition: string | null;
  body: Uint8Array<ArrayBuffer>;
}

/** GET a file from a contest URL with the contest token; the body is kept as bytes. */
export async function getContestFile(url: string, options: GetOptions = {}): Promise<BinaryResponse> {
  const response = await clientFor('contest').get<ArrayBuffer | Uint8Array>(url, {
    params: options.params,
    headers: contestHeaders(),
    signal: options.signal,
    responseType: 'arraybuffer',
  });
  const header = (name: string): string | null => {
    const value = response.headers[name];
    return typeof value === 'string' ? value : null;
  };
  return {
    status: response.status,
    statusText: response.statusText,
    contentType: header('content-type'),
    contentDisposition: header('content-disposition'),
    // The browser answers an ArrayBuffer, Node a Buffer: one byte view for both.
    body:
      response.data instanceof ArrayBuffer ? new Uint8Array(response.data) : Uint8Array.from(response.data),
  };
}

/** PUT JSON to a caller-given URL with the contest token (idempotent writes such as saved answers). */
export const putLmsContest = contest.put;
