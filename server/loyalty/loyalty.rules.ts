import type { CurrencyCode } from '../../src/contracts/loyalty';
import type { LedgerCurrency, LedgerReason } from './loyalty.tables';

/** COIN/DIAMOND of the API ↔ coin/diamond of the ledger. */
export const toCurrencyCode = (currency: LedgerCurrency): CurrencyCode =>
  currency === 'coin' ? 'COIN' : 'DIAMOND';
export const fromCurrencyCode = (code: CurrencyCode): LedgerCurrency =>
  code === 'COIN' ? 'coin' : 'diamond';

/** What pupils call the two currencies. */
export const CURRENCY_NAME: Record<LedgerCurrency, string> = { coin: 'cúp', diamond: 'kim cương' };

export const REASON_TEXT: Record<LedgerReason, string> = {
  class_attended: 'Tham gia lớp học',
  practice_done: 'Hoàn thành bài luyện tập',
  speak_done: 'Hoàn thành chủ đề luyện nói',
  contest_medal: 'Huy chương cuộc thi',
  redeem: 'Đổi quà',
  admin_grant: 'Thưởng từ Uniclass',
  refund: 'Hoàn trả',
  opening_balance: 'Số dư ban đầu',
  streak_repair: 'Giữ chuỗi ngày học',
};

/** Trophies for attending one class session (once per session and profile). */
export const CLASS_ATTENDANCE_TROPHIES = 10;

export const LOYALTY_MESSAGES = {
  insufficient: (currency: LedgerCurrency) => `Bạn chưa đủ ${CURRENCY_NAME[currency]} để đổi quà này`,
  outOfStock: 'Quà này đã hết, bạn hãy chọn quà khác nhé',
  limitReached: 'Bạn đã đổi quà này đủ số lần cho phép',
  inactive: 'Quà này hiện không còn được đổi',
  notForGrade: 'Quà này không dành cho khối lớp của bạn',
  notFound: 'Không tìm thấy quà tặng',
  notOwned: 'Bạn chưa sở hữu vật phẩm này',
  frameInUse: 'Khung ảnh này đang được sử dụng',
  stickerUsed: 'Vật phẩm này đã được sử dụng',
  giftNotUsable: 'Quà hiện vật sẽ được giao tới địa chỉ của bạn, không cần sử dụng',
  deliveryRequired: 'Vui lòng nhập họ tên, số điện thoại và địa chỉ nhận quà',
  deliveryNotNeeded: 'Quà này không cần địa chỉ giao hàng',
  badPhone: 'Số điện thoại nhận quà không hợp lệ',
  keyReused: 'Mã yêu cầu (Idempotency-Key) này đã được dùng cho một yêu cầu khác',
  redeemed: 'Đổi quà thành công',
  used: 'Đã sử dụng vật phẩm',
} as const;
