import {
  NotificationEnvelope,
  NotificationFailureEnvelope,
  StreamQuery,
  StreamTicket,
} from '../../src/contracts/notification';
import { PRODUCT_TYPES } from '../../src/domain/constants';
import { authOf, requireAuth } from '../auth/require-auth';
import { commonErrorResponses, ErrorEnvelope } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import type { NotificationService } from './create-notification';
import {
  consumeStreamTicket,
  countUnread,
  issueStreamTicket,
  STREAM_TICKET_TTL_SECONDS,
} from './notification.repository';
import { notificationFailure, notificationOk } from './notification-answers';
import type { UnreadMessage } from './notification-bus';
import type { OpenStreams } from './open-streams';

function sseEvent(message: UnreadMessage): string {
  return `event: unread\ndata: ${JSON.stringify(message)}\n\n`;
}

/**
 * The live unread count: POST /notification/stream-ticket (normal auth headers) gives a single-use
 * ticket, GET /notification/stream?ticket= opens the text/event-stream (EventSource cannot send
 * headers). Each `unread` event carries { countUnread } of every product type.
 */
export function notificationStreamRoutes(service: NotificationService, streams: OpenStreams): RoutesPlugin {
  return async (app) => {
    app.post(
      '/notification/stream-ticket',
      {
        schema: {
          tags: ['main: notification'],
          summary: 'A 60-second single-use ticket for GET /main/notification/stream',
          response: {
            200: NotificationEnvelope(StreamTicket),
            401: ErrorEnvelope,
            403: NotificationFailureEnvelope,
            ...commonErrorResponses,
          },
        },
        preHandler: requireAuth,
      },
      async (request, reply) => {
        const auth = authOf(request);
        if (auth.profileId === null)
          return reply
            .status(403)
            .send(notificationFailure(ERROR_CODES.FORBIDDEN, 'Tài khoản chưa có hồ sơ học tập'));
        const ticket = await issueStreamTicket(app.db, auth.tokenId, auth.profileId);
        return notificationOk({ ticket, expiresInSeconds: STREAM_TICKET_TTL_SECONDS });
      },
    );

    app.get(
      '/notification/stream',
      {
        schema: {
          tags: ['main: notification'],
          summary: 'Server-sent events: `unread` with { countUnread } on connect and on every change',
          querystring: StreamQuery,
          response: { 401: NotificationFailureEnvelope, ...commonErrorResponses },
        },
      },
      async (request, reply) => {
        const profileId = await consumeStreamTicket(app.db, request.query.ticket);
        if (profileId === null)
          return reply
            .status(401)
            .send(notificationFailure(ERROR_CODES.TOKEN_INVALID, 'Phiên theo dõi thông báo không hợp lệ'));

        const raw = reply.raw;
        let closed = false;
        let liveSent = false;
        const send = (message: UnreadMessage) => {
          if (!closed) streams.write(raw, sseEvent(message));
        };
        // Subscribe before reading the count: a change in between is then delivered, never lost.
        const unsubscribe = await service.bus.subscribe(profileId, (message) => {
          liveSent = true;
          send(message);
        });
        reply.hijack();
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        // The heartbeat and the 15-minute end come from the one timer of `streams`.
        streams.add(raw);
        const cleanup = () => {
          if (closed) return;
          closed = true;
          unsubscribe();
          streams.delete(raw);
        };
        raw.on('close', cleanup);
        raw.on('error', cleanup);
        try {
          const countUnreadNow = await countUnread(app.db, profileId, PRODUCT_TYPES.ALL);
          // A change published while the count was read is at least as new: the initial count must
          // not overwrite it on the client.
          if (!liveSent) send({ countUnread: countUnreadNow });
        } catch (error) {
          request.log.warn({ err: error }, 'initial unread count failed');
          raw.end();
        }
      },
    );
  };
}
