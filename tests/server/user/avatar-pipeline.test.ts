import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../server/http/error-codes';
import { AVATAR_MAX_BYTES, AVATAR_MAX_PX } from '../../../server/user/avatar.routes';
import { exifHasGps, photoWithGps } from '../club/club-kit';
import { createTestApp, type TestApp } from '../support/test-app';
import { authHeaders, expectError, expectOk, login, type Session } from './user-test-kit';

/*
 * Issue 32 item 2: avatars kept their EXIF (a phone photo's GPS position) and are served without
 * login; a file over the limit was sometimes cut to exactly 2 MiB and stored; a 20,000 × 20,000 PNG,
 * truncated JPEGs and a JPEG header followed by HTML were all accepted. Avatars now go through the
 * club's image pipeline (server/images).
 */

const BOUNDARY = '----avatar-pipeline';
const head = (mime: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a"\r\nContent-Type: ${mime}\r\n\r\n`,
  );
const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** A PNG that declares 20,000 × 20,000 grey pixels and holds all of them: 1.7 MB inflating to 400 MB. */
async function decompressionBomb(): Promise<Buffer> {
  const side = 20_000;
  const rows = Buffer.alloc((side + 1) * 500); // filter byte 0 + zeros, 500 rows at a time
  const deflate = zlib.createDeflate({ level: 1 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  for (let i = 0; i < side / 500; i += 1) deflate.write(rows);
  deflate.end();
  await ended;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('avatars go through the image pipeline (issue 32)', () => {
  let t: TestApp;
  let dataDir: string;
  let parent: Session;
  let profileId: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hardening-avatars-'));
    t = await createTestApp({ config: { dataDir } });
    parent = await login(t, '0901000001');
    profileId = parent.user.profiles[0]!.id;
  }, 200_000);
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (payload: Buffer | Readable) =>
    t.app.inject({
      method: 'POST',
      url: `/main/user/profiles/${profileId}/update-avatar`,
      payload,
      headers: { ...authHeaders(parent), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
  const uploadFile = (bytes: Buffer, mime = 'image/jpeg') => upload(Buffer.concat([head(mime), bytes, tail]));
  const storedAvatar = async () =>
    (await t.db.selectFrom('profiles').select('avatar').where('id', '=', profileId).executeTakeFirstOrThrow())
      .avatar;
  const storedFiles = async () => readdir(path.join(dataDir, 'uploads', 'avatars')).catch(() => []);

  /** The request refused with this status, and nothing stored or changed. */
  async function expectRefused(response: Promise<Awaited<ReturnType<typeof upload>>>, status: number) {
    const [avatarBefore, filesBefore] = [await storedAvatar(), await storedFiles()];
    const body = expectError(await response, status);
    expect(await storedAvatar()).toBe(avatarBefore);
    expect(await storedFiles()).toEqual(filesBefore);
    return body;
  }

  it('a phone photo loses its EXIF and GPS position, is resized to 512 px and stays upright', async () => {
    const photo = await photoWithGps();
    expect(exifHasGps((await sharp(photo).metadata()).exif)).toBe(true);
    const { avatar } = expectOk(await uploadFile(photo));
    expect(avatar).toMatch(/^uploads\/avatars\/[0-9a-f]{32}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: `/static-images/${avatar}` });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(exifHasGps(meta.exif)).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', AVATAR_MAX_PX, 384]);

    // A portrait taken with the phone turned (EXIF orientation 6) is stored turned upright.
    const turned = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#48c' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(turned).metadata()).orientation).toBe(6);
    const upright = expectOk(await uploadFile(turned));
    const uprightMeta = await sharp(
      (await t.app.inject({ method: 'GET', url: `/static-images/${upright.avatar}` })).rawPayload,
    ).metadata();
    expect([uprightMeta.width, uprightMeta.height, uprightMeta.orientation]).toEqual([384, 512, undefined]);
  });

  it('PNG stays PNG (transparency kept), WebP stays WebP', async () => {
    const transparent = await sharp({
      create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const png = expectOk(await uploadFile(transparent, 'image/png'));
    expect(png.avatar).toMatch(/\.png$/);
    const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f80' } })
      .webp()
      .toBuffer();
    expect(expectOk(await uploadFile(webp, 'image/webp')).avatar).toMatch(/\.webp$/);
  });

  it('a decompression bomb (20,000 × 20,000 px in 1.7 MB) is refused with 413 before decoding', async () => {
    const bomb = await decompressionBomb();
    expect(bomb.length).toBeLessThan(AVATAR_MAX_BYTES);
    const refused = await expectRefused(uploadFile(bomb, 'image/png'), 413);
    expect(refused).toMatchObject({
      errorCode: ERROR_CODES.PAYLOAD_TOO_LARGE,
      message: 'Ảnh đại diện quá lớn: tối đa 50 triệu điểm ảnh',
    });
  });

  it('a truncated JPEG and a JPEG header followed by HTML are refused (415), nothing stored', async () => {
    const photo = await sharp(randomBytes(300 * 200 * 3), { raw: { width: 300, height: 200, channels: 3 } })
      .jpeg()
      .toBuffer();
    const cut = await expectRefused(uploadFile(photo.subarray(0, Math.floor(photo.length * 0.6))), 415);
    expect(cut.message).toBe(
      'Không đọc được ảnh này (tệp bị hỏng hoặc không trọn vẹn). Vui lòng chọn ảnh khác.',
    );
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    await expectRefused(uploadFile(Buffer.concat([photo.subarray(0, 200), html])), 415);
  });

  it('never stores a file cut at the limit: 2 MiB + 1, 2.3 MB and 6 MB answer 413', async () => {
    for (const size of [AVATAR_MAX_BYTES + 1, 2_300_000, 6_000_000]) {
      const file = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size - 4)]);
      const refused = await expectRefused(uploadFile(file), 413);
      expect(refused).toMatchObject({
        errorCode: ERROR_CODES.PAYLOAD_TOO_LARGE,
        message: 'Ảnh đại diện tối đa 2 MB',
      });
    }
  });

  it('a body whose chunks break exactly at the limit is refused too (the multipart parser’s silent cut)', async () => {
    // The PNG's first 2 MiB arrive in one chunk, the rest in the next: the parser used to end the
    // file at the limit without an error, and the route stored the first 2 MiB.
    const pixels = randomBytes(900 * 900 * 3);
    const png = await sharp(pixels, { raw: { width: 900, height: 900, channels: 3 } })
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(AVATAR_MAX_BYTES);
    // No CR at the cut, so the parser hands the whole first chunk on (a CR could begin the boundary).
    if (png[AVATAR_MAX_BYTES - 1] === 0x0d) png[AVATAR_MAX_BYTES - 1] = 0x0a;
    const first = Buffer.concat([head('image/png'), png.subarray(0, AVATAR_MAX_BYTES)]);
    const rest = Buffer.concat([png.subarray(AVATAR_MAX_BYTES), tail]);
    await expectRefused(upload(Readable.from([first, rest])), 413);
  });
});
