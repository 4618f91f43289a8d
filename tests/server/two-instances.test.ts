import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-accounts';
import { createS3Storage } from '../../server/storage/s3-storage';
import { PRODUCT_TYPES } from '../../src/domain/constants';
import { type LocalS3, startLocalS3 } from './support/s3-server';
import { createTestDatabase } from './support/test-app';

/*
 * "A second instance that just works" (issue 17): two real server processes (server/main.ts, each on
 * its own free port and its own empty DATA_DIR) on one PostgreSQL schema, one Redis and one S3 bucket
 * (s3rver). Whatever one process does, the other must see. PGlite cannot be shared by two processes,
 * so without TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both) the suite is skipped.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const ROOT = path.resolve(import.meta.dirname, '../..');
const PARENT = '0901000001';
// A valid 1 × 1 PNG: uploads are decoded and encoded again (issue 32), so the bytes must be an image.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8cfc0f01f00050001ffabce36890000000049454e44ae426082',
  'hex',
);

interface Instance {
  name: string;
  base: string;
  dataDir: string;
  process: ChildProcess;
}

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `uniclass-instance-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance ${name} did not start:\n${output}`)), 150_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Uniclass đang chạy tại (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`instance ${name} exited (${code}):\n${output}`));
    });
  });
  return { name, base, dataDir, process: child };
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance) return;
  const child = instance.process;
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(instance.dataDir, { recursive: true, force: true });
}

async function call(instance: Instance, url: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init;
  const response = await fetch(`${instance.base}${url}`, {
    ...rest,
    ...(json !== undefined
      ? { body: JSON.stringify(json), headers: { 'content-type': 'application/json', ...rest.headers } }
      : {}),
  });
  return response;
}

async function login(instance: Instance) {
  const response = await call(instance, '/main/user/login', {
    method: 'POST',
    json: { phone: PARENT, password: DEMO_PASSWORD, platform: 'WEB' },
  });
  expect(response.status).toBe(200);
  const data = (await response.json()).data as {
    accessToken: string;
    user: { profiles: { id: number; isDefault: boolean }[] };
  };
  const profileId = data.user.profiles.find((p) => p.isDefault)!.id;
  return { headers: { access_token: data.accessToken, access_user: PARENT }, profileId };
}

function uploadAvatar(instance: Instance, session: Awaited<ReturnType<typeof login>>) {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png');
  return call(instance, `/main/user/profiles/${session.profileId}/update-avatar`, {
    method: 'POST',
    headers: session.headers,
    body: form,
  });
}

/** The `unread` events of an open SSE response, one at a time. */
function unreadEvents(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(timeoutMs = 10_000): Promise<number> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (block.includes('event: unread') && data)
          return (JSON.parse(data.slice(6)) as { countUnread: number }).countUnread;
        continue;
      }
      const left = deadline - performance.now();
      if (left <= 0) throw new Error('no unread event in time');
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('no unread event in time')), left),
        ),
      ]);
      if (chunk.done) throw new Error('stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
}

describe.skipIf(!databaseUrl || !redisUrl)(
  'two server processes, one PostgreSQL, one Redis, one bucket',
  () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let s3: LocalS3;
    let a: Instance;
    let b: Instance;

    beforeAll(async () => {
      // Migrated and seeded, so the two boots below find a ready database.
      database = await createTestDatabase('postgres', 'seeded');
      s3 = await startLocalS3('uniclass-two-instances');
      const env = {
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        API_DOCS: '0',
        QA_TOOLS: '0',
        SEED_DEMO: '0',
        // Both processes work in the test's own database.
        DATABASE_URL: database.url!,
        DATABASE_POOL_SIZE: '5',
        REDIS_URL: redisUrl!,
        // A fresh prefix: no rate-limit counter or channel of another run (or another test) is shared.
        REDIS_PREFIX: `test-two-instances-${randomBytes(6).toString('hex')}:`,
        ...s3.env,
      };
      [a, b] = await Promise.all([startInstance('A', env), startInstance('B', env)]);
    }, 200_000);

    afterAll(async () => {
      await Promise.all([stopInstance(a), stopInstance(b)]);
      await s3?.close();
      await database?.dispose();
    }, 60_000);

    it('a login on A is valid on B, and a logout on B ends it on A', async () => {
      const session = await login(a);
      const onB = await call(b, '/main/user/basic-info', { headers: session.headers });
      expect(onB.status).toBe(200);
      expect((await onB.json()).data.user.phone).toBe(PARENT);
      const logout = await call(b, '/main/user/logout', {
        method: 'POST',
        headers: session.headers,
        json: {},
      });
      expect(logout.status).toBeLessThan(300);
      expect((await call(a, '/main/user/basic-info', { headers: session.headers })).status).toBe(401);
    });

    it('a notification created through A raises the live badge of a client connected to B', async () => {
      const session = await login(b);
      const ticket = await call(b, '/main/notification/stream-ticket', {
        method: 'POST',
        headers: session.headers,
      });
      expect(ticket.status).toBe(200);
      const controller = new AbortController();
      const stream = await call(b, `/main/notification/stream?ticket=${(await ticket.json()).data.ticket}`, {
        signal: controller.signal,
      });
      expect(stream.status).toBe(200);
      const next = unreadEvents(stream);
      const before = await next();
      const created = await call(a, '/main/dev/notifications', {
        method: 'POST',
        json: { profileId: session.profileId, productType: PRODUCT_TYPES.CLUB, content: 'Tin từ máy A' },
      });
      expect(created.status).toBe(201);
      expect(await next()).toBe(before + 1);
      controller.abort();
    });

    it('per-IP limits are shared: hits on A count on B', async () => {
      const consult = (instance: Instance, i: number) =>
        call(instance, '/service3/register/consult', {
          method: 'POST',
          json: {
            requestType: 2,
            fullName: 'Nguyễn Văn Hùng',
            phone: `09010${String(90_000 + i)}`,
            platform: 'WEB',
            followCourse: 'Tiếng Anh AI Lớp 3',
            grade: 3,
            birthday: null,
          },
        });
      // 10 a minute per address (server/learning/consult.routes.ts): 6 on A leave 4 for B.
      for (let i = 0; i < 6; i++) expect((await consult(a, i)).status).toBe(200);
      const statuses: number[] = [];
      for (let i = 6; i < 11; i++) statuses.push((await consult(b, i)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    });

    it('an avatar uploaded through A is served by B, from the bucket, with no file on either disk', async () => {
      const session = await login(a);
      const uploaded = await uploadAvatar(a, session);
      expect(uploaded.status).toBe(200);
      const avatar = (await uploaded.json()).data.avatar as string;
      const served = await call(b, `/static-images/${avatar}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1, 1]);
      for (const instance of [a, b]) expect(await readdir(instance.dataDir)).not.toContain('uploads');
      expect(
        (await call(b, '/static-images/uploads/avatars/0123456789abcdef0123456789abcdef.png')).status,
      ).toBe(404);
    });

    it('20 concurrent uploads to one profile through both leave exactly the stored objects the rows point to', async () => {
      const session = await login(a);
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => uploadAvatar(i % 2 === 0 ? a : b, session)),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
      const rows = await database.db
        .selectFrom('profiles')
        .select('avatar')
        .where('avatar', 'like', 'uploads/avatars/%')
        .execute();
      const referenced = rows.map((r) => `avatars/${r.avatar!.slice('uploads/avatars/'.length)}`).sort();
      const bucket = createS3Storage(s3.options);
      const stored = (await bucket.list('avatars/')).sort();
      await bucket.close();
      expect(stored).toEqual(referenced);
    });
  },
);
