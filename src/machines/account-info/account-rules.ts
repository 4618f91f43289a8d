/** Checks and texts of the account page (the server applies the same limits and answers its own message). */
import { NAME_MESSAGES } from '../shared/form-name';

/** The server's avatar limit: PNG, JPEG or WebP of at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const ACCOUNT_MESSAGES = {
  ...NAME_MESSAGES,
  accountSaved: 'Đã lưu thông tin tài khoản',
  accountFailed: 'Không lưu được thông tin tài khoản. Vui lòng thử lại.',
  badImageType: 'Ảnh đại diện phải là PNG, JPEG hoặc WebP',
  imageTooLarge: 'Ảnh đại diện tối đa 2 MB',
  avatarSaved: 'Đã cập nhật ảnh đại diện',
  avatarFailed: 'Không cập nhật được ảnh đại diện. Vui lòng thử lại.',
  presetsFailed: 'Không tải được ảnh đại diện mẫu.',
  missingGrade: 'Vui lòng chọn lớp muốn chuyển sang',
  sameGrade: 'Hồ sơ đang học lớp này',
  classChangeSent: 'Đã gửi yêu cầu đổi lớp',
  classChangeFailed: 'Không gửi được yêu cầu đổi lớp. Vui lòng thử lại.',
} as const;

export function isSupportedImage(file: { type: string }): boolean {
  return (AVATAR_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
}

export function isWithinAvatarLimit(file: { size: number }): boolean {
  return file.size <= AVATAR_MAX_BYTES;
}

/** The preset number (1–24) of a stored avatar path such as 'avatars/default-07.svg', else null. */
export function presetNumber(avatar: string | null | undefined): number | null {
  const match = /avatars\/default-(\d{1,2})\.(?:svg|png)$/.exec(avatar ?? '');
  return match ? Number(match[1]) : null;
}
