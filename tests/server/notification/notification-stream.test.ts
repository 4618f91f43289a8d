import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLocalBus,
  createRedisBus,
  type UnreadMessage,
} from '../../../server/notification/notification-bus';
import { openRedisLink } from '../../../server/redis/redis-link';
import { PRODUCT_TYPES } from '../../../src/domain/constants';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import { authHeaders } from '../user/user-test-kit';
import { allPages, body, patch, sessionOf } from './notification-kit';

/** Reads `unread` events of an open SSE response as they arrive. */
function eventReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(timeoutMs = 5_000): Promise<UnreadMessage> {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (block.includes('event: unread') && data) return JSON.parse(data.slice(6)) as UnreadMessage;
        continue;
      }
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('no SSE event in time')), timeoutMs),
        ),
      ]);
      if (chunk.done) throw new Error('stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
    throw new Error('no SSE event in time');
  };
}

describe.each(engines())('live unread stream (%s)', (engine) => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    // Closing with a stream still open must not hang (the plugin ends open streams).
    await t.close();
  });

  it('pushes the count on connect, on create and on read; tickets are single-use', async () => {
    const minhAnh = await sessionOf(t, 'Nguyễn Hoàng Minh Anh');
    const ticketRes = await t.app.inject({
      method: 'POST',
      url: '/main/notification/stream-ticket',
      headers: authHeaders(minhAnh),
    });
    expect(ticketRes.statusCode, ticketRes.body).toBe(200);
    const { ticket, expiresInSeconds } = body(ticketRes).data;
    expect(expiresInSeconds).toBe(60);

    const controller = new AbortController();
    const response = await fetch(`${base}/main/notification/stream?ticket=${ticket}`, {
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const next = eventReader(response);
    expect(await next()).toEqual({ countUnread: 7 });

    const created = await t.app.inject({
      method: 'POST',
      url: '/main/dev/notifications',
      payload: { profileId: minhAnh.profileId, productType: PRODUCT_TYPES.CLUB, content: 'Có bài viết mới' },
    });
    expect(created.statusCode).toBe(201);
    expect(await next()).toEqual({ countUnread: 8 });

    const [newest] = (await allPages(t, minhAnh)).flat();
    expect(body(await patch(t, minhAnh, `${newest!.id}/read`)).resultCode).toBe(1);
    expect(await next()).toEqual({ countUnread: 7 });
    expect(body(await patch(t, minhAnh, 'mark-all-read')).resultCode).toBe(1);
    expect(await next()).toEqual({ countUnread: 0 });

    const reused = await fetch(`${base}/main/notification/stream?ticket=${ticket}`);
    expect(reused.status).toBe(401);
    expect((await reused.json()).resultCode).toBe(0);
    const forged = await fetch(`${base}/main/notification/stream?ticket=${'x'.repeat(43)}`);
    expect(forged.status).toBe(401);
    // Left open on purpose: afterAll's close must end it.
    void controller;
  });

  it('refuses a ticket whose session was logged out', async () => {
    const session = await sessionOf(t, 'Nguyễn Hoàng Minh Anh');
    const { ticket } = body(
      await t.app.inject({
        method: 'POST',
        url: '/main/notification/stream-ticket',
        headers: authHeaders(session),
      }),
    ).data;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/main/user/logout',
      headers: authHeaders(session),
    });
    expect(logout.statusCode, logout.body).toBeLessThan(300);
    const res = await fetch(`${base}/main/notification/stream?ticket=${ticket}`);
    expect(res.status).toBe(401);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe('notification bus', () => {
  it('delivers within one process and stops after unsubscribe', async () => {
    const bus = createLocalBus();
    const got: UnreadMessage[] = [];
    const off = await bus.subscribe(5, (m) => got.push(m));
    await bus.publish(5, { countUnread: 3 });
    await bus.publish(6, { countUnread: 9 });
    off();
    await bus.publish(5, { countUnread: 4 });
    expect(got).toEqual([{ countUnread: 3 }]);
    await bus.close();
  });

  it.runIf(redisUrl)('delivers across processes through Redis (TEST_REDIS_URL)', async () => {
    // Two links and buses = two API processes: one holds the stream, the other handles the change.
    const openLink = async () => {
      const link = await openRedisLink(redisUrl!, { timeoutMs: 500, log: { warn() {}, info() {} } });
      await Promise.all(
        [link.commands, link.subscriber].map((c) => (c.status === 'ready' ? null : once(c, 'ready'))),
      );
      return link;
    };
    const links = await Promise.all([openLink(), openLink()]);
    const streaming = createRedisBus(links[0]);
    const changing = createRedisBus(links[1]);
    try {
      const profileId = 900_000 + Math.floor(Math.random() * 99_999);
      let deliver!: (message: UnreadMessage) => void;
      const received = new Promise<UnreadMessage>((resolve) => {
        deliver = resolve;
      });
      // subscribe resolves once Redis confirmed the channel: no wait needed before publishing.
      await streaming.subscribe(profileId, deliver);
      await changing.publish(profileId, { countUnread: 12 });
      expect(await received).toEqual({ countUnread: 12 });
    } finally {
      await Promise.all([streaming.close(), changing.close()]);
      await Promise.all(links.map((link) => link.close()));
    }
  });
});
