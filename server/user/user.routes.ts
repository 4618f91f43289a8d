import { devRoutes } from '../dev/dev.routes';
import { type RoutesPlugin, registerInOrder } from '../http/route-types';
import { authRoutes } from './auth.routes';
import { avatarRoutes } from './avatar.routes';
import { learningRoutes } from './learning.routes';
import { profileEditRoutes } from './profile-edit.routes';
import { sessionRoutes } from './session.routes';

/**
 * The user area of the main API (/main/user/..., /main/uploads/avatars/..., and in development
 * /main/dev/...). main.plugin.ts registers only this.
 */
export const userRoutes: RoutesPlugin = async (app) => {
  await registerInOrder(app, [authRoutes, sessionRoutes, learningRoutes, profileEditRoutes, avatarRoutes]);
  // Not even registered in production: the outbox holds live OTPs.
  if (app.config.nodeEnv !== 'production') await app.register(devRoutes);
};
