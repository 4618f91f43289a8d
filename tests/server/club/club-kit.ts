import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { issueSession } from '../../../server/auth/tokens.repository';
import type { TestApp } from '../support/test-app';

export const KIM_DONG = 'Trường Tiểu học Kim Đồng';
export const MODERATOR_PHONE = '0901000009';

export interface Actor {
  phone: string;
  userId: number;
  profileId: number;
  headers: { access_token: string; access_user: string };
}

/** A live session of a seeded account's profile (by name), without the cost of a password check. */
export async function actorOf(t: TestApp, phone: string, profileName?: string): Promise<Actor> {
  const row = await t.db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['u.id as userId', 'p.id as profileId', 'p.name'])
    .where('u.phone', '=', phone)
    .$if(profileName !== undefined, (q) => q.where('p.name', '=', profileName as string))
    .$if(profileName === undefined, (q) => q.where('p.is_default', '=', true))
    .executeTakeFirstOrThrow();
  const { accessToken } = await issueSession(t.db, row.userId, row.profileId);
  return {
    phone,
    userId: row.userId,
    profileId: row.profileId,
    headers: { access_token: accessToken, access_user: phone },
  };
}

let phoneCounter = 0;

/** A new pupil account in a school (by name), or without a school. */
export async function makePupil(t: TestApp, schoolName: string | null, className = '3A'): Promise<Actor> {
  phoneCounter += 1;
  const phone = `096${String((process.pid * 1000 + phoneCounter) % 10_000_000).padStart(7, '0')}`;
  const school = schoolName
    ? await t.db.selectFrom('schools').select('id').where('name', '=', schoolName).executeTakeFirstOrThrow()
    : null;
  const user = await t.db
    .insertInto('users')
    .values({ phone, source: 1, name: `Phụ huynh ${phoneCounter}`, password_hash: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const profile = await t.db
    .insertInto('profiles')
    .values({
      user_id: user.id,
      name: `Học sinh ${phoneCounter}`,
      is_default: true,
      grade_id: 3,
      class_name: className,
      school_id: school?.id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { accessToken } = await issueSession(t.db, user.id, profile.id);
  return {
    phone,
    userId: user.id,
    profileId: profile.id,
    headers: { access_token: accessToken, access_user: phone },
  };
}

/** A moderator account of the given schools. */
export async function makeModerator(t: TestApp, schoolName: string): Promise<Actor> {
  const actor = await makePupil(t, null);
  const school = await t.db
    .selectFrom('schools')
    .select('id')
    .where('name', '=', schoolName)
    .executeTakeFirstOrThrow();
  await t.db.insertInto('club_moderators').values({ user_id: actor.userId, school_id: school.id }).execute();
  return actor;
}

export function call(
  t: TestApp,
  actor: Actor | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  ip = '10.9.0.1',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `/main${url}`,
    headers: actor?.headers ?? {},
    payload,
    remoteAddress: ip,
  });
}

/** A multipart body with one "file" part. */
export function multipart(bytes: Buffer, filename: string, mime: string) {
  const boundary = `----club${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${mime}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export function upload(t: TestApp, actor: Actor, bytes: Buffer, filename = 'photo.jpg', mime = 'image/jpeg') {
  const body = multipart(bytes, filename, mime);
  return t.app.inject({
    method: 'POST',
    url: '/main/club/images',
    headers: { ...actor.headers, 'content-type': body.contentType },
    payload: body.payload,
    remoteAddress: '10.9.0.2',
  });
}

/** A 2400 × 1800 JPEG photo carrying EXIF with a GPS position (a child's home). */
export function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Artist: 'Nguyen Van A' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '21/1 1/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '105/1 51/1 0/1',
      },
    })
    .toBuffer();
}

/** True when an EXIF block (as sharp's metadata().exif gives it) has a GPS IFD pointer in IFD0. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const count = u16(ifd0);
  for (let i = 0; i < count; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}
