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
import { commonErrorResponses, Envelope, ErrorEnvelope, ok } from '../http/envelope';
import type { RoutesPlugin } from '../http/route-types';
import { listItems, listLedger, loadWallet, redeemReward, useReward } from './loyalty.repository';
import { fromCurrencyCode, LOYALTY_MESSAGES } from './loyalty.rules';

const tags = ['main: loyalty'];
const refusals = { 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };

const RedeemHeaders = Type.Object({
  [IdempotencyKeyHeader]: Type.Optional(
    Type.String({ minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX, pattern: '^[\\x21-\\x7E]+$' }),
  ),
});

/** The reward shop (issue 12, ADR 0007): wallet, catalogue, history, redeem and use. */
export const loyaltyRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/loyalty/profiles/:profileId',
    {
      schema: {
        tags,
        summary: 'The reward wallet: point, points {coin, diamond} and the owned gifts (user_gift_list)',
        params: ProfileParams,
        response: { 200: Envelope(Wallet), ...refusals, ...commonErrorResponses },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      await assertOwnProfile(app.db, authOf(request), request.params.profileId);
      return ok(await loadWallet(app.db, request.params.profileId));
    },
  );

  app.get(
    '/loyalty/profiles/:profileId/items',
    {
      schema: {
        tags,
        summary: 'Reward items of the STORE or USER_OWNED page, by category (or ALL) and currency',
        params: ProfileParams,
        querystring: ItemsQuery,
        response: { 200: Envelope(ItemsData), ...refusals, ...commonErrorResponses },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      const { profileId } = request.params;
      await assertOwnProfile(app.db, authOf(request), profileId);
      const { category_code = 'ALL', page = 'STORE', currency } = request.query;
      return ok(
        await listItems(app.db, profileId, {
          categoryCode: category_code,
          page,
          currency: currency ? fromCurrencyCode(currency) : null,
          now: new Date(),
        }),
      );
    },
  );

  app.get(
    '/loyalty/profiles/:profileId/ledger',
    {
      schema: {
        tags,
        summary: 'History of trophies and diamonds, newest first (cursor = id of the last entry shown)',
        params: ProfileParams,
        querystring: LedgerQuery,
        response: { 200: Envelope(LedgerData), ...refusals, ...commonErrorResponses },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      const { profileId } = request.params;
      await assertOwnProfile(app.db, authOf(request), profileId);
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
        response: { 200: Envelope(RedeemData), ...refusals, 422: ErrorEnvelope, ...commonErrorResponses },
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
        { profileId, rewardId: request.params.id, delivery, now: new Date() },
        typeof key === 'string' ? { userId: auth.userId, key } : null,
      );
      return ok(data, LOYALTY_MESSAGES.redeemed);
    },
  );

  app.post(
    '/loyalty/rewards/:id/used',
    {
      schema: {
        tags,
        summary: 'Use an owned reward: wear a frame (sets avatarBorder) or use a sticker',
        params: RewardParams,
        body: UseBody,
        response: { 200: Envelope(UseData), ...refusals, ...commonErrorResponses },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      const profileId = request.body.profile_id;
      await assertOwnProfile(app.db, authOf(request), profileId);
      return ok(
        await useReward(app.db, { profileId, rewardId: request.params.id, now: new Date() }),
        LOYALTY_MESSAGES.used,
      );
    },
  );
};
