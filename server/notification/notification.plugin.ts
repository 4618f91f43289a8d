import fp from 'fastify-plugin';
import { createNotificationService, type NotificationService } from './create-notification';
import { notificationRoutes } from './notification.routes';
import { createNotificationBus } from './notification-bus';
import { notificationDevRoutes } from './notification-dev.routes';
import { notificationStreamRoutes } from './notification-stream.routes';
import { notifyRoutes } from './notify.routes';
import { OpenStreams } from './open-streams';

declare module 'fastify' {
  interface FastifyInstance {
    /** Create notifications and push unread counts (server/notification/create-notification.ts). */
    notifications: NotificationService;
  }
}

/**
 * The notification area of the main API. Wrapped with fastify-plugin so `app.notifications` is
 * visible to every other area of /main (club moderation, class reminders call it).
 */
export const notificationPlugin = fp(
  async (app) => {
    const bus = createNotificationBus(app.redis, app.config.redisPrefix);
    const service = createNotificationService(app.db, bus, (error) =>
      app.log.warn({ err: error }, 'unread count not published'),
    );
    app.decorate('notifications', service);
    const streams = new OpenStreams(app.clock);
    // Open event streams never finish on their own; end them so server.close() can complete.
    app.addHook('preClose', async () => streams.endAll());
    app.addHook('onClose', async () => bus.close());

    await app.register(notificationRoutes(service));
    await app.register(notificationStreamRoutes(service, streams));
    await app.register(notifyRoutes);
    if (app.config.nodeEnv !== 'production') await app.register(notificationDevRoutes(service));
  },
  { name: 'notifications' },
);
