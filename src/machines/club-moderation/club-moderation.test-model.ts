import type { ModerationItem } from '../../contracts/club';
import { ERROR_CODES } from '../../contracts/error-codes';
import { CLUB_REJECTION_REASONS } from '../../domain/club';
import { EnvelopeError } from '../shared/api-result';
import { fetchDone, fetchFailed } from '../shared/fetch-examples';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { clubModerationMachine } from './club-moderation.machine';

export const exampleItem = (id: number): ModerationItem => ({
  kind: 'post',
  id,
  postId: id,
  content: 'Em yêu mùa hè',
  images: [],
  author: { profileId: 1, name: 'Nguyễn Hoàng Minh Anh', avatar: null, className: '3A' },
  schoolName: 'Trường Tiểu học Kim Đồng',
  reportCount: 0,
  submittedAt: '2026-11-20T08:00:00.000Z',
});

export const exampleQueue = (count: number) => ({
  schools: [{ id: 7, name: 'Trường Tiểu học Kim Đồng' }],
  items: Array.from({ length: count }, (_, i) => exampleItem(103 + i)),
  reasons: [...CLUB_REJECTION_REASONS],
});

export const clubModerationTestModel: MachineTestModel = {
  machine: clubModerationMachine,
  scenarios: [{ name: 'cô kiểm duyệt mở trang', input: undefined }],
  examples: [
    { type: 'reason.changed', example: { reason: CLUB_REJECTION_REASONS[0] } },
    fetchDone('fetchQueue', exampleQueue(2)),
    fetchDone('fetchQueue', exampleQueue(0)),
    {
      type: 'xstate.error.actor.fetchQueue',
      example: {
        error: new EnvelopeError(
          ERROR_CODES.CLUB_NOT_MODERATOR,
          'Tài khoản của bạn không có quyền kiểm duyệt câu lạc bộ',
        ),
      },
    },
    fetchFailed('fetchQueue'),
    {
      type: 'xstate.done.actor.approve',
      example: {
        output: { id: 103, status: 'APPROVED', reason: null, decidedAt: '2026-11-20T09:00:00.000Z' },
      },
    },
    fetchFailed(
      'approve',
      new EnvelopeError(ERROR_CODES.CLUB_ALREADY_DECIDED, 'Bài viết này vừa được một thầy cô khác duyệt'),
    ),
    fetchFailed('approve'),
    {
      type: 'xstate.done.actor.reject',
      example: {
        output: { id: 103, status: 'REJECTED', reason: 'x', decidedAt: '2026-11-20T09:00:00.000Z' },
      },
    },
    {
      type: 'xstate.error.actor.reject',
      example: {
        error: new EnvelopeError(
          ERROR_CODES.CLUB_ALREADY_DECIDED,
          'Bài viết này vừa được một thầy cô khác từ chối',
        ),
      },
    },
    fetchFailed('reject'),
  ],
  // Behaviour depends on the state, how many items wait (none, one, several) and whether a reason is written.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      Math.min(2, snapshot.context.items.length),
      snapshot.context.reason.trim().length > 0,
    ]),
  fakeActions: noopActions([]),
};
