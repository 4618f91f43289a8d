/**
 * A real HTTP server on 127.0.0.1 that records every request (method, url, headers, raw body) and
 * answers what the test programs. The API layer talks to it over TCP exactly as to the backend.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface ProgrammedResponse {
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
  /** Objects are sent as JSON; strings and buffers as they are. */
  body?: unknown;
  /** Never answer (for abort tests); the socket is closed with the server. */
  hang?: boolean;
  /** Close the connection without any answer (a network failure for the client). */
  drop?: boolean;
}

export type Responder = (request: RecordedRequest) => ProgrammedResponse;

export interface RecordingServer {
  origin: string;
  requests: RecordedRequest[];
  last(): RecordedRequest;
  respond(responder: Responder): void;
  reset(): void;
  close(): Promise<void>;
}

export const OK_ENVELOPE = { errorCode: 0, message: 'OK', data: null };

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, programmed: ProgrammedResponse): void {
  const { body } = programmed;
  const isRaw = typeof body === 'string' || Buffer.isBuffer(body);
  const payload = body === undefined ? '' : isRaw ? body : JSON.stringify(body);
  const headers = {
    ...(isRaw ? {} : { 'content-type': 'application/json; charset=utf-8' }),
    ...programmed.headers,
  };
  response.writeHead(programmed.status ?? 200, programmed.statusText, headers);
  response.end(payload);
}

export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const defaultResponder: Responder = () => ({ body: OK_ENVELOPE });
  let responder = defaultResponder;

  const server = createServer((request, response) => {
    readBody(request)
      .then((body) => {
        const url = request.url ?? '/';
        const parsed = new URL(url, 'http://recording.local');
        const recorded: RecordedRequest = {
          method: request.method ?? 'GET',
          url,
          path: parsed.pathname,
          query: parsed.searchParams,
          headers: request.headers,
          body,
          text: body.toString('utf8'),
        };
        requests.push(recorded);
        let programmed: ProgrammedResponse;
        try {
          programmed = responder(recorded);
        } catch (error) {
          // A broken responder is a test bug: answer it loudly instead of leaving the client hanging.
          programmed = { status: 599, statusText: 'Responder failed', body: String(error) };
        }
        if (programmed.drop) response.socket?.destroy();
        else if (!programmed.hang) send(response, programmed);
      })
      .catch((error: unknown) => {
        // A response Node refuses to write (a test bug) must fail the request, not hang it.
        response.destroy(error instanceof Error ? error : new Error(String(error)));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    last() {
      const request = requests.at(-1);
      if (!request) throw new Error('The server has received no request');
      return request;
    },
    respond(next) {
      responder = next;
    },
    reset() {
      requests.length = 0;
      responder = defaultResponder;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
