import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../server/http/error-codes';
import { DEMO_NOTIFICATIONS } from '../../../server/notification/seed-notifications';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import { envelope, expectError, expectOk } from '../user/user-test-kit';
import {
  type Actor,
  actorOf,
  call,
  exifHasGps,
  KIM_DONG,
  MODERATOR_PHONE,
  makeModerator,
  makePupil,
  photoWithGps,
  upload,
} from './club-kit';

const OTHER_SCHOOL = 'Trường Tiểu học Lê Văn Tám';

describe.each(engines())('club API (%s)', (engine) => {
  let t: TestApp;
  let minhAnh: Actor;
  let moderator: Actor;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    minhAnh = await actorOf(t, '0901000001', 'Nguyễn Hoàng Minh Anh');
    moderator = await actorOf(t, MODERATOR_PHONE);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = async (actor: Actor, content: string, imageIds: number[] = []) =>
    expectOk(await call(t, actor, 'POST', '/club/feeds', { content, image_ids: imageIds }));

  it('demo data: Kim Đồng feed has ≥ 30 approved posts with images; Minh Anh has a post in every status; her REJECTED notification points at her rejected post with the same reason', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    const statuses = new Set<string>();
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = expectOk(await call(t, minhAnh, 'GET', `/club/feeds?scope=school&limit=20${query}`));
      for (const item of page.items) {
        seen.push(item.id);
        statuses.add(item.status);
      }
      cursor = page.cursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(statuses).toEqual(new Set(['APPROVED', 'PENDING', 'REJECTED']));
    // 'Bài của con': only her own posts, every status, newest first, paged like the others.
    const mine: { id: number; status: string; createdAt: string; author: { profileId: number } }[] = [];
    cursor = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = expectOk(await call(t, minhAnh, 'GET', `/club/feeds?scope=mine&limit=2${query}`));
      mine.push(...page.items);
      cursor = page.cursor;
    } while (cursor);
    expect(new Set(mine.map((p) => p.status))).toEqual(new Set(['APPROVED', 'PENDING', 'REJECTED']));
    expect(new Set(mine.map((p) => p.author.profileId)).size).toBe(1);
    const times = mine.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const approvedWithImages = await t.db
      .selectFrom('club_posts as p')
      .innerJoin('schools as s', 's.id', 'p.school_id')
      .where('s.name', '=', KIM_DONG)
      .where('p.status', '=', 'APPROVED')
      .where((eb) =>
        eb.exists(eb.selectFrom('club_images as i').select('i.id').whereRef('i.post_id', '=', 'p.id')),
      )
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(approvedWithImages.count)).toBeGreaterThanOrEqual(30);

    for (const n of DEMO_NOTIFICATIONS.filter((x) => x.data?.feedNotificationStatus === 'REJECTED')) {
      const rejection = expectOk(await call(t, minhAnh, 'GET', `/club/feeds/${n.data?.feedId}/rejection`));
      expect(rejection.reason).toBe(n.reason);
    }
    for (const n of DEMO_NOTIFICATIONS.filter((x) => x.data?.feedNotificationStatus === 'APPROVED')) {
      expect(expectOk(await call(t, minhAnh, 'GET', `/club/feeds/${n.data?.feedId}`)).status).toBe(
        'APPROVED',
      );
    }
  });

  it('scoping: another school never sees Kim Đồng posts (feed or id → 404); classmates do not see pending posts; the author does', async () => {
    const outsider = await makePupil(t, OTHER_SCHOOL);
    const classmate = await makePupil(t, KIM_DONG);
    const pending = await post(minhAnh, 'Bài chỉ mình em thấy khi đang chờ duyệt');
    expect(pending.status).toBe('PENDING');

    const outsiderFeed = expectOk(await call(t, outsider, 'GET', '/club/feeds?scope=school&limit=50'));
    const kimDongIds = await t.db
      .selectFrom('club_posts')
      .select('id')
      .where('profile_id', '=', minhAnh.profileId)
      .execute();
    expect(outsiderFeed.items.map((p: { id: number }) => p.id)).not.toEqual(
      expect.arrayContaining([kimDongIds[0]?.id]),
    );
    expectError(await call(t, outsider, 'GET', '/club/feeds/101'), 404, ERROR_CODES.CLUB_POST_NOT_FOUND);
    expectError(await call(t, outsider, 'POST', '/club/feeds/101/like'), 404);
    expectError(await call(t, outsider, 'GET', '/club/feeds/101/comments'), 404);
    expectOk(await call(t, classmate, 'GET', '/club/feeds/101'));
    expectError(await call(t, classmate, 'GET', `/club/feeds/${pending.id}`), 404);
    expectError(await call(t, classmate, 'GET', '/club/feeds/102'), 404);
    expectOk(await call(t, minhAnh, 'GET', `/club/feeds/${pending.id}`));
    expectError(await call(t, null, 'GET', '/club/feeds'), 401);
    const noSchool = await makePupil(t, null);
    expectError(await call(t, noSchool, 'GET', '/club/feeds'), 409, ERROR_CODES.CLUB_NO_SCHOOL);
    expectError(await call(t, noSchool, 'POST', '/club/feeds', { content: 'xin chào' }), 409);
    // The class tab shows only the viewer's class.
    const classFeed = expectOk(await call(t, classmate, 'GET', '/club/feeds?scope=class&limit=50'));
    const classes = await t.db
      .selectFrom('club_posts')
      .select(['id', 'class_name'])
      .where('id', 'in', [0, ...classFeed.items.map((p: { id: number }) => p.id)])
      .execute();
    expect(classes.every((row) => row.class_name === '3A')).toBe(true);
  });

  it('keyset paging walks every visible post once, newest first; a forged cursor is a 400', async () => {
    const pupil = await makePupil(t, KIM_DONG);
    const pages: { id: number; createdAt: string }[] = [];
    let cursor: string | null = null;
    do {
      const page = expectOk(
        await call(t, pupil, 'GET', `/club/feeds?limit=7${cursor ? `&cursor=${cursor}` : ''}`),
      );
      pages.push(...page.items);
      cursor = page.cursor;
    } while (cursor);
    const all = expectOk(await call(t, pupil, 'GET', '/club/feeds?limit=50')).items;
    expect(pages.map((p) => p.id)).toEqual(all.map((p: { id: number }) => p.id));
    const times = pages.map((p) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expectError(await call(t, pupil, 'GET', '/club/feeds?cursor=bm9wZQ'), 400, ERROR_CODES.VALIDATION_FAILED);
    expectError(await call(t, pupil, 'GET', '/club/feeds?limit=500'), 400);
    expectError(await call(t, pupil, 'GET', '/club/feeds?scope=world'), 400);
  });

  it('status transitions: pending → rejected (reason, notification) → edited back to pending (history kept) → approved; an approved post cannot be edited', async () => {
    const author = await makePupil(t, KIM_DONG);
    const created = await post(author, 'Bức tranh con vẽ trường em');
    expect(envelope(await call(t, author, 'GET', `/club/feeds/${created.id}`)).data.status).toBe('PENDING');

    const queue = expectOk(await call(t, moderator, 'GET', '/club/moderation/queue'));
    expect(
      queue.items.some((i: { id: number; kind: string }) => i.kind === 'post' && i.id === created.id),
    ).toBe(true);
    expect(queue.schools).toEqual([expect.objectContaining({ name: KIM_DONG })]);
    const submitted = queue.items.map((i: { submittedAt: string }) => i.submittedAt);
    expect([...submitted].sort()).toEqual(submitted);

    const reason = 'Ảnh có thông tin cá nhân';
    const rejected = expectOk(
      await call(t, moderator, 'POST', `/club/moderation/${created.id}/reject`, { reason }),
    );
    expect(rejected).toMatchObject({ id: created.id, status: 'REJECTED', reason });
    expect(expectOk(await call(t, author, 'GET', `/club/feeds/${created.id}/rejection`)).reason).toBe(reason);
    const notes = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('profile_id', '=', author.profileId)
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ product_type: 'UNICLASS_CLUB', channel: 'IN_APP', reason });
    expect(notes[0]?.data).toEqual({ feedNotificationStatus: 'REJECTED', feedId: created.id });
    const list = expectOk(
      await call(t, author, 'GET', '/notification/list?limit=10&productType=UNICLASS_CLUB'),
    );
    expect(list.countUnread).toBeGreaterThanOrEqual(1);

    const edited = expectOk(
      await call(t, author, 'PATCH', `/club/feeds/${created.id}`, { content: 'Bức tranh đã che tên bạn' }),
    );
    expect(edited).toMatchObject({ status: 'PENDING', reason: null, content: 'Bức tranh đã che tên bạn' });
    expectError(
      await call(t, author, 'GET', `/club/feeds/${created.id}/rejection`),
      404,
      ERROR_CODES.CLUB_NOT_REJECTED,
    );
    const history = await t.db
      .selectFrom('club_post_edits')
      .selectAll()
      .where('post_id', '=', created.id)
      .execute();
    expect(history).toMatchObject([
      {
        previous_content: 'Bức tranh con vẽ trường em',
        previous_status: 'REJECTED',
        previous_reason: reason,
      },
    ]);

    expect(expectOk(await call(t, moderator, 'POST', `/club/moderation/${created.id}/approve`)).status).toBe(
      'APPROVED',
    );
    expectError(
      await call(t, author, 'PATCH', `/club/feeds/${created.id}`, { content: 'sửa' }),
      409,
      ERROR_CODES.CLUB_NOT_EDITABLE,
    );
    expectError(
      await call(t, moderator, 'POST', `/club/moderation/${created.id}/approve`),
      409,
      ERROR_CODES.CLUB_ALREADY_DECIDED,
    );
    // Someone else's post: not theirs to edit or delete.
    const other = await makePupil(t, KIM_DONG);
    expectError(
      await call(t, other, 'DELETE', `/club/feeds/${created.id}`),
      403,
      ERROR_CODES.CLUB_NOT_AUTHOR,
    );
    const noticesOf = () =>
      t.db
        .selectFrom('notifications')
        .select('id')
        .where('profile_id', '=', author.profileId)
        .where('product_type', '=', 'UNICLASS_CLUB')
        .execute();
    expect(await noticesOf()).toHaveLength(2);
    expectOk(await call(t, author, 'DELETE', `/club/feeds/${created.id}`));
    expectError(await call(t, other, 'GET', `/club/feeds/${created.id}`), 404);
    // Its rejection and approval notices went with it (they would open a page that is gone).
    expect(await noticesOf()).toHaveLength(0);
  });

  it('moderation rights: a non-moderator gets 403; a moderator of another school cannot decide a Kim Đồng post (404)', async () => {
    const pupil = await makePupil(t, KIM_DONG);
    const created = await post(pupil, 'Bài của lớp 3A');
    expectError(await call(t, pupil, 'GET', '/club/moderation/queue'), 403, ERROR_CODES.CLUB_NOT_MODERATOR);
    expectError(await call(t, pupil, 'POST', `/club/moderation/${created.id}/approve`), 404);
    const elsewhere = await makeModerator(t, OTHER_SCHOOL);
    expectError(await call(t, elsewhere, 'POST', `/club/moderation/${created.id}/approve`), 404);
    const queue = expectOk(await call(t, elsewhere, 'GET', '/club/moderation/queue'));
    expect(queue.items.some((i: { id: number }) => i.id === created.id)).toBe(false);
    expectError(await call(t, moderator, 'POST', `/club/moderation/${created.id}/reject`, {}), 400);
  });

  it('20 concurrent decisions on one post from two moderators: exactly one wins, 19 get 409, one notification', async () => {
    const author = await makePupil(t, KIM_DONG);
    const created = await post(author, 'Bài viết được hai cô cùng duyệt');
    const second = await makeModerator(t, KIM_DONG);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? call(t, i % 4 === 0 ? moderator : second, 'POST', `/club/moderation/${created.id}/approve`)
          : call(t, i % 4 === 1 ? moderator : second, 'POST', `/club/moderation/${created.id}/reject`, {
              reason: 'Nội dung chưa phù hợp',
            }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(envelope(r).errorCode).toBe(ERROR_CODES.CLUB_ALREADY_DECIDED);
      expect(envelope(r).message).toMatch(/^Bài viết này vừa được một thầy cô khác (duyệt|từ chối)$/);
    }
    const notes = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('profile_id', '=', author.profileId)
      .execute();
    expect(notes).toHaveLength(1);
  });

  it('a decision pushes the author’s new unread count over the live SSE stream', async () => {
    const author = await makePupil(t, KIM_DONG);
    const created = await post(author, 'Bài chờ thông báo trực tiếp');
    const { ticket } = expectOk(await call(t, author, 'POST', '/notification/stream-ticket'));
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/main/notification/stream?ticket=${ticket}`, {
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error('stream ended');
        text += decoder.decode(chunk.value, { stream: true });
      }
    };
    try {
      await readUntil('"countUnread":0');
      expectOk(await call(t, moderator, 'POST', `/club/moderation/${created.id}/approve`));
      await readUntil('"countUnread":1');
    } finally {
      controller.abort();
    }
  });

  it('text is cleaned on the server: profanity masked, symbols stripped; empty after cleaning is a 400 and nothing is stored', async () => {
    const author = await makePupil(t, KIM_DONG);
    const created = await post(author, 'Bạn ấy thật là đồ đéo 😡 $$$\nfuck');
    expect(created.content).toBe('Bạn ấy thật là đồ ***  \n***');
    const before = await t.db
      .selectFrom('club_posts')
      .select('id')
      .where('profile_id', '=', author.profileId)
      .execute();
    expectError(
      await call(t, author, 'POST', '/club/feeds', { content: '😀😀 $$' }),
      400,
      ERROR_CODES.CLUB_CONTENT_EMPTY,
    );
    expectError(await call(t, author, 'POST', '/club/feeds', { content: '' }), 400);
    expectError(await call(t, author, 'POST', '/club/feeds', { content: 'x'.repeat(2001) }), 400);
    expectError(await call(t, author, 'POST', '/club/feeds', { content: 'hi', extra: 1 }), 400);
    const after = await t.db
      .selectFrom('club_posts')
      .select('id')
      .where('profile_id', '=', author.profileId)
      .execute();
    expect(after).toHaveLength(before.length);
    const comment = expectOk(
      await call(t, author, 'POST', '/club/feeds/101/comments', { content: 'đồ đéo' }),
    );
    expect(comment.items.at(-1)).toMatchObject({ content: 'đồ ***', status: 'PENDING', isMine: true });
  });

  it('images: EXIF with GPS is gone after upload, resized to ≤ 1600 px with a thumbnail, served with its type and nosniff', async () => {
    const author = await makePupil(t, KIM_DONG);
    const original = await photoWithGps();
    expect(exifHasGps((await sharp(original).metadata()).exif)).toBe(true);
    const image = expectOk(await upload(t, author, original));
    expect(image).toMatchObject({ width: 1600, height: 1200 });
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(exifHasGps(meta.exif)).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1600);
    const thumb = await t.app.inject({ method: 'GET', url: image.thumbUrl });
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(thumbMeta.width ?? 0, thumbMeta.height ?? 0)).toBeLessThanOrEqual(480);
    expect(
      (await t.app.inject({ method: 'GET', url: '/static-images/club/00000000000000000000000000000000.jpg' }))
        .statusCode,
    ).toBe(404);

    const created = await post(author, 'Ảnh lớp em', [image.id]);
    expect(created.images).toEqual([image]);
    // Someone else cannot attach it, nor can it be attached twice.
    const other = await makePupil(t, KIM_DONG);
    expectError(
      await call(t, other, 'POST', '/club/feeds', { content: 'ảnh của bạn', image_ids: [image.id] }),
      400,
      ERROR_CODES.CLUB_IMAGE_NOT_FOUND,
    );
    expectError(
      await call(t, author, 'POST', '/club/feeds', { content: 'lại ảnh đó', image_ids: [image.id] }),
      400,
    );
    expectError(
      await call(t, author, 'POST', '/club/feeds', { content: 'bảy ảnh', image_ids: [1, 2, 3, 4, 5, 6, 7] }),
      400,
    );
  });

  it('wrong file types are refused whatever their name or declared type: GIF, PDF, text, a truncated JPEG', async () => {
    const author = await makePupil(t, KIM_DONG);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expectError(await upload(t, author, gif, 'a.jpg', 'image/jpeg'), 415, ERROR_CODES.CLUB_IMAGE_TYPE);
    expectError(
      await upload(t, author, Buffer.from('%PDF-1.7\n...'), 'a.png', 'image/png'),
      415,
      ERROR_CODES.CLUB_IMAGE_TYPE,
    );
    expectError(
      await upload(
        t,
        author,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'a.webp',
        'image/webp',
      ),
      415,
    );
    const jpeg = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expectError(
      await upload(t, author, jpeg.subarray(0, 40), 'cut.jpg'),
      415,
      ERROR_CODES.CLUB_IMAGE_UNREADABLE,
    );
    const count = await t.db
      .selectFrom('club_images')
      .select('id')
      .where('owner_profile_id', '=', author.profileId)
      .execute();
    expect(count).toHaveLength(0);
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#f00a' } })
      .png()
      .toBuffer();
    expect(expectOk(await upload(t, author, png, 'x.png', 'image/png')).url).toMatch(/\.png$/);
  });

  it('like is idempotent under 50 concurrent requests, and so is unlike', async () => {
    const fan = await makePupil(t, KIM_DONG);
    const before = expectOk(await call(t, fan, 'GET', '/club/feeds/101')).likeCount;
    const likes = await Promise.all(
      Array.from({ length: 50 }, () => call(t, fan, 'POST', '/club/feeds/101/like')),
    );
    expect(likes.every((r) => r.statusCode === 200)).toBe(true);
    const liked = expectOk(await call(t, fan, 'GET', '/club/feeds/101'));
    expect(liked).toMatchObject({ likeCount: before + 1, likedByMe: true });
    const unlikes = await Promise.all(
      Array.from({ length: 50 }, () => call(t, fan, 'DELETE', '/club/feeds/101/like')),
    );
    expect(unlikes.every((r) => r.statusCode === 200)).toBe(true);
    expect(expectOk(await call(t, fan, 'GET', '/club/feeds/101'))).toMatchObject({
      likeCount: before,
      likedByMe: false,
    });
    const rows = await t.db
      .selectFrom('club_likes')
      .select('post_id')
      .where('profile_id', '=', fan.profileId)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('comments wait for a teacher; reports are counted once per pupil', async () => {
    const writer = await makePupil(t, KIM_DONG);
    const reader = await makePupil(t, KIM_DONG);
    const { items } = expectOk(
      await call(t, writer, 'POST', '/club/feeds/101/comments', { content: 'Đẹp quá bạn ơi' }),
    );
    const mine = items.at(-1);
    expect(mine.status).toBe('PENDING');
    const readerView = expectOk(await call(t, reader, 'GET', '/club/feeds/101/comments'));
    expect(readerView.items.some((c: { id: number }) => c.id === mine.id)).toBe(false);
    const queue = expectOk(await call(t, moderator, 'GET', '/club/moderation/queue'));
    expect(
      queue.items.some((i: { kind: string; id: number }) => i.kind === 'comment' && i.id === mine.id),
    ).toBe(true);
    const before = expectOk(await call(t, reader, 'GET', '/club/feeds/101')).commentCount;
    expectOk(await call(t, moderator, 'POST', `/club/moderation/comments/${mine.id}/approve`));
    expect(expectOk(await call(t, reader, 'GET', '/club/feeds/101')).commentCount).toBe(before + 1);
    expect(
      expectOk(await call(t, reader, 'GET', '/club/feeds/101/comments')).items.some(
        (c: { id: number }) => c.id === mine.id,
      ),
    ).toBe(true);

    await Promise.all(
      [1, 2, 3].map(() => call(t, reader, 'POST', '/club/feeds/101/report', { reason: 'Ảnh có bạn khác' })),
    );
    const row = await t.db
      .selectFrom('club_posts')
      .select('report_count')
      .where('id', '=', 101)
      .executeTakeFirstOrThrow();
    const reports = await t.db.selectFrom('club_reports').select('id').where('post_id', '=', 101).execute();
    expect(row.report_count).toBe(reports.length);
    expect(reports.length).toBeGreaterThanOrEqual(1);
  });

  it('weekly view: summary of this week; the raw form body without a content type submits the challenge once', async () => {
    const pupil = await makePupil(t, KIM_DONG);
    const summary = expectOk(await call(t, pupil, 'GET', `/club/weekly?profile_id=${pupil.profileId}`));
    expect(summary).toMatchObject({
      profileId: pupil.profileId,
      classesAttended: 0,
      posts: 0,
      likesReceived: 0,
      dailyGoal: { streak: 0, todayMet: false },
    });
    expect(summary.dailyGoal.days).toHaveLength(7);
    expect(summary.challenge).toMatchObject({ title: expect.any(String), submission: null });
    expectError(await call(t, pupil, 'GET', `/club/weekly?profile_id=${minhAnh.profileId}`), 403);
    // The native app opens /app with only user and token: the token's own profile is summarised.
    expect(expectOk(await call(t, pupil, 'GET', '/club/weekly')).profileId).toBe(pupil.profileId);
    expectError(await call(t, pupil, 'GET', '/club/weekly?profile_id=abc'), 400);

    const form = (body: string, headers: Record<string, string> = pupil.headers) =>
      t.app.inject({
        method: 'POST',
        url: '/main/club/weekly',
        headers,
        payload: body,
        remoteAddress: '10.9.0.3',
      });
    const body = new URLSearchParams({
      profile_id: String(pupil.profileId),
      content: 'My family has four people.',
    }).toString();
    const sent = await form(body);
    const created = expectOk(sent);
    expect(created).toMatchObject({ status: 'PENDING', content: 'My family has four people.' });
    expectError(await form(body), 409, ERROR_CODES.CLUB_CHALLENGE_DONE);
    const after = expectOk(await call(t, pupil, 'GET', `/club/weekly?profile_id=${pupil.profileId}`));
    expect(after).toMatchObject({
      posts: 1,
      challenge: { submission: { postId: created.id, status: 'PENDING' } },
    });

    const bad = expectError(await form(`profile_id=${pupil.profileId}`), 400, ERROR_CODES.VALIDATION_FAILED);
    expect(bad.message).toMatch(/content/);
    expectError(await form('profile_id=abc&content=hi'), 400);
    expectError(await form('garbage'), 400);
    // What a browser sends for a string body without a content type.
    const third = await makePupil(t, KIM_DONG);
    const browserBody = new URLSearchParams({
      profile_id: String(third.profileId),
      content: 'I like cats.',
    }).toString();
    expect(
      expectOk(await form(browserBody, { ...third.headers, 'content-type': 'text/plain;charset=UTF-8' }))
        .status,
    ).toBe('PENDING');
    // The in-app page forwards ?user= and ?token= in the form when it has no stored session.
    const other = await makePupil(t, KIM_DONG);
    const inApp = new URLSearchParams({
      profile_id: String(other.profileId),
      content: 'I want to be a doctor.',
      user: other.phone,
      token: other.headers.access_token,
    }).toString();
    expect(expectOk(await form(inApp, {})).status).toBe('PENDING');
    expectError(await form(inApp.replace(other.headers.access_token, 'wrong'), {}), 401);
  });
});
