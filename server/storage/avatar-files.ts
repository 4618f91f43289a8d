/** Prefix of uploaded avatars in profiles.avatar; served by the image host (server/plugins/static-images.ts). */
export const UPLOADED_AVATAR_PREFIX = 'uploads/avatars/';

/** The object storage key of an uploaded avatar's file name ('<32 hex>.png'). */
export const avatarKey = (fileName: string) => `avatars/${fileName}`;

/** The storage key behind a profiles.avatar value, or null for a preset (not a file of ours). */
export function avatarKeyOf(avatar: string | null | undefined): string | null {
  if (!avatar?.startsWith(UPLOADED_AVATAR_PREFIX)) return null;
  return avatarKey(avatar.slice(UPLOADED_AVATAR_PREFIX.length));
}
