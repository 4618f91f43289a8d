import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  IDEMPOTENCY_KEY_MAX,
  IdempotencyKeyHeader,
  ItemsData,
  ItemsQuery,
  LedgerData,
  LedgerQuery,
  ProfileParams,
  RedeemBody,
  RedeemData,
  RewardParams,
  UseBody,
  UseData,
  Wallet,
} from '../../src/contracts/loyalty';
import { assertOwnProfile } from '../auth/profile-access';
import { authOf, requireAuth } from '../auth/require-auth';
import { routeArea } from '../auth/signed-in-area';
import { nowDate } from '../clock';
import { Envelope, errorResponses, ok } from '../http/envelope';
import type { RoutesPlugin } from '../http/route-types';
import { fromCurrencyCode, LOYALTY_MESSAGES } from './loyalty.rules';
import { useReward } from './loyalty-owned-items.repository';
import { redeemReward } from './loyalty-redeem.repository';
import { listItems } from './loyalty-shop.repository';
import { listLedger, loadWallet } from './loyalty-wallet.repository';

const { tags, signedIn } = routeArea('main: loyalty', 401, 403, 404, 409);

const RedeemHeaders = Type.Object({
  [IdempotencyKeyHeader]: Type.Optional(
    Type.String({ minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX, pattern: '^[\\x21-\\x7E]+$' }),
  ),
});

/** The reward shop (issue 12, ADR 0007): wallet, catalogue, history, redeem and use. */
export const loyaltyRoutes: RoutesPlugin = async (app) => {
  /** The `:profileId` of a wallet route, once the caller is shown to own that profile. */
  const ownedProfile = async (request: FastifyRequest & { params: ProfileParams }) => {
    await assertOwnProfile(app.db, authOf(request), request.params.profileId);
    return request.params.profileId;
  };

  app.get(
    '/loyalty/profiles/:profileId',
    signedIn(
      'The reward wallet: point, points {coin, diamond} and the owned gifts (user_gift_list)',
      { params: ProfileParams },
      Wallet,
    ),
    async (request) => {
      return ok(await loadWallet(app.db, await ownedProfile(request)));
    },
  );

  app.get(
    '/loyalty/profiles/:profileId/items',
    signedIn(
      'Reward items of the STORE or USER_OWNED page, by category (or ALL) and currency',
      { params: ProfileParams, querystring: ItemsQuery },
      ItemsData,
    ),
    async (request) => {
      const profileId = await ownedProfile(request);
      const { category_code = 'ALL', page = 'STORE', currency } = request.query;
      return ok(
        await listItems(app.db, profileId, {
          categoryCode: category_code,
          page,
          currency: currency ? fromCurrencyCode(currency) : null,
          now: nowDate(app.clock),
        }),
      );
    },
  );

  app.get(
    '/loyalty/profiles/:profileId/ledger',
    signedIn(
      'History of trophies and diamonds, newest first (cursor = id of the last entry shown)',
      { params: ProfileParams, querystring: LedgerQuery },
      LedgerData,
    ),
    async (request) => {
      const profileId = await ownedProfile(request);
      const { cursor, currency, limit } = request.query;
      return ok(
        await listLedger(app.db, profileId, {
          ...(cursor === undefined ? {} : { cursor }),
          ...(currency ? { currency: fromCurrencyCode(currency) } : {}),
          ...(limit === undefined ? {} : { limit }),
        }),
      );
    },
  );

  app.post(
    '/loyalty/rewards/:id/redeem',
    {
      schema: {
        tags,
        summary:
          'Redeem a reward for trophies or diamonds. Idempotency-Key: the first answer is replayed for 24 h',
        params: RewardParams,
        headers: RedeemHeaders,
        body: RedeemBody,
        response: { 200: Envelope(RedeemData), ...errorResponses(401, 403, 404, 409, 422) },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      const auth = authOf(request);
      const { profile_id: profileId, delivery } = request.body;
      await assertOwnProfile(app.db, auth, profileId);
      const key = request.headers[IdempotencyKeyHeader];
      const data = await redeemReward(
        app.db,
        { profileId, rewardId: request.params.id, delivery, now: nowDate(app.clock) },
        typeof key === 'string' ? { userId: auth.userId, key } : null,
      );
      return ok(data, LOYALTY_MESSAGES.redeemed);
    },
  );

  app.post(
    '/loyalty/rewards/:id/used',
    signedIn(
      'Use an owned reward: wear a frame (sets avatarBorder) or use a sticker',
      { params: RewardParams, body: UseBody },
      UseData,
    ),
    async (request) => {
      const profileId = request.body.profile_id;
      await assertOwnProfile(app.db, authOf(request), profileId);
      return ok(
        await useReward(app.db, { profileId, rewardId: request.params.id, now: nowDate(app.clock) }),
        LOYALTY_MESSAGES.used,
      );
    },
  );
};
