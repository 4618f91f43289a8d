import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contracts/error-codes';
import { CLUB_QUEUE_POLL_MS, CLUB_REJECTION_REASONS } from '../../src/domain/club';
import {
  clubModerationTestModel,
  exampleQueue,
} from '../../src/machines/club-moderation/club-moderation.test-model';
import { EnvelopeError } from '../../src/machines/shared/api-result';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

const start = () => new MachineHarness(clubModerationTestModel, undefined).start();

describe('club moderation machine', () => {
  itCoversEveryStateAndTransition(clubModerationTestModel);

  it('approves the oldest item, then shows the next one', async () => {
    const h = start();
    await h.resolve('fetchQueue', exampleQueue(2));
    h.send({ type: 'item.approved' });
    expect(h.promises.inputOf('approve')).toEqual({
      item: expect.objectContaining({ kind: 'post', id: 103 }),
      approve: true,
      reason: '',
    });
    await h.resolve('approve', { id: 103, status: 'APPROVED' });
    expect(h.value).toBe('reviewing');
    expect(h.snapshot.context.items.map((i: { id: number }) => i.id)).toEqual([104]);
    expect(h.snapshot.context.notice).toEqual({ tone: 'success', message: 'Đã duyệt' });
  });

  it('rejects only with a reason; when another moderator decided first the item leaves with their message', async () => {
    const h = start();
    await h.resolve('fetchQueue', exampleQueue(1));
    h.send({ type: 'item.rejectStarted' });
    h.send({ type: 'reject.confirmed' });
    expect(h.value).toBe('choosingReason');
    h.send({ type: 'reason.changed', reason: CLUB_REJECTION_REASONS[1] });
    h.send({ type: 'reject.confirmed' });
    expect(h.promises.inputOf('reject')).toMatchObject({ approve: false, reason: CLUB_REJECTION_REASONS[1] });
    await h.reject(
      'reject',
      new EnvelopeError(ERROR_CODES.CLUB_ALREADY_DECIDED, 'Bài viết này vừa được một thầy cô khác duyệt'),
    );
    expect(h.value).toBe('empty');
    expect(h.snapshot.context.notice).toEqual({
      tone: 'error',
      message: 'Bài viết này vừa được một thầy cô khác duyệt',
    });
    h.advance(CLUB_QUEUE_POLL_MS);
    expect(h.value).toBe('loading');
  });

  it('a network failure keeps the item and the reason', async () => {
    const h = start();
    await h.resolve('fetchQueue', exampleQueue(1));
    h.send({ type: 'item.rejectStarted' });
    h.send({ type: 'reason.changed', reason: 'Ảnh mờ' });
    h.send({ type: 'reject.confirmed' });
    await h.reject('reject', new Error('Network Error'));
    expect(h.value).toBe('choosingReason');
    expect(h.snapshot.context).toMatchObject({
      reason: 'Ảnh mờ',
      items: [expect.objectContaining({ id: 103 })],
    });
  });

  it('an account that moderates no school ends in the forbidden state', async () => {
    const h = start();
    await h.reject(
      'fetchQueue',
      new EnvelopeError(
        ERROR_CODES.CLUB_NOT_MODERATOR,
        'Tài khoản của bạn không có quyền kiểm duyệt câu lạc bộ',
      ),
    );
    expect(h.value).toBe('forbidden');
  });
});
