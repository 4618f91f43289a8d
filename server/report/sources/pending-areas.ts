/**
 * Slots of areas built in parallel with the report (issue 15). Each answers 'unavailable' with a
 * Vietnamese reason until the integrator swaps in a real source of the same type (ADR 0010 lists
 * what each one reads). They never answer zeros: a parent must not read "0 bài luyện tập" when the
 * truth is "we cannot count them yet".
 */
import { notAvailableYet } from './source';

const NOT_YET = 'chưa có trong báo cáo này';

/** AI Practice: sessions and accuracy per skill (practice area). */
export const practiceSource = notAvailableYet<'practice'>(`Kết quả AI Practice ${NOT_YET}.`);
/** AI Speak: attempts and their scores, the speaking trend (speak area). */
export const speakSource = notAvailableYet<'speak'>(`Điểm AI Speak ${NOT_YET}.`);
/** Club: posts of the month, approved and rejected (club area). */
export const clubSource = notAvailableYet<'club'>(`Bài đăng Câu lạc bộ ${NOT_YET}.`);
/** Loyalty: trophies and diamonds earned in the month, from the ledger (loyalty area). */
export const loyaltySource = notAvailableYet<'loyalty'>(`Cúp và kim cương nhận được ${NOT_YET}.`);
/** Contest: results of rounds taken in the month (contest area). */
export const contestSource = notAvailableYet<'contest'>(`Kết quả cuộc thi ${NOT_YET}.`);
