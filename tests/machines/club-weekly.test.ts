import { describe, expect, it } from 'vitest';
import { CLUB_PENDING_MESSAGE } from '../../src/domain/club';
import { clubWeeklyTestModel, exampleWeekly } from '../../src/machines/club-weekly/club-weekly.test-model';
import { EnvelopeError } from '../../src/machines/shared/api-result';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

const credentials = { user: '0901000001', token: 'tok' };
const start = () => new MachineHarness(clubWeeklyTestModel, { credentials }).start();

describe('club weekly machine', () => {
  itCoversEveryStateAndTransition(clubWeeklyTestModel);

  it("loads with the app's credentials; a refused token shows the message and a retry", async () => {
    const h = start();
    expect(h.promises.inputOf('loadWeekly')).toEqual(credentials);
    await h.reject('loadWeekly', new EnvelopeError(1001, 'Phiên đăng nhập không hợp lệ'));
    expect(h.value).toBe('failed');
    h.send({ type: 'weekly.retried' });
    await h.resolve('loadWeekly', exampleWeekly);
    expect(h.value).toBe('ready');
  });

  it('submits the challenge once: the answer waits for a teacher and the form closes', async () => {
    const h = start();
    await h.resolve('loadWeekly', exampleWeekly);
    h.send({ type: 'challenge.submitted' });
    expect(h.value).toBe('ready');
    h.send({ type: 'challenge.changed', content: ' Con mèo Mướp ' });
    h.send({ type: 'challenge.submitted' });
    expect(h.promises.inputOf('submitChallenge')).toEqual({
      credentials,
      profileId: 1,
      content: 'Con mèo Mướp',
    });
    await h.resolve('submitChallenge', { id: 900, status: 'PENDING' });
    expect(h.snapshot.context.summary?.challenge?.submission).toEqual({ postId: 900, status: 'PENDING' });
    expect(h.snapshot.context.summary?.posts).toBe(2);
    expect(h.snapshot.context.notice).toEqual({ tone: 'success', message: CLUB_PENDING_MESSAGE });
    h.send({ type: 'challenge.changed', content: 'Lần nữa' });
    h.send({ type: 'challenge.submitted' });
    expect(h.value).toBe('ready');
  });

  it('keeps the answer when sending fails', async () => {
    const h = start();
    await h.resolve('loadWeekly', exampleWeekly);
    h.send({ type: 'challenge.changed', content: 'Con mèo' });
    h.send({ type: 'challenge.submitted' });
    await h.reject('submitChallenge', new Error('Network Error'));
    expect(h.snapshot.context.content).toBe('Con mèo');
    expect(h.snapshot.context.notice?.tone).toBe('error');
  });
});
