import { describe, expect, it } from 'vitest';
import { closedLesson, lessonTestModel, openLesson } from '../../src/machines/lesson/lesson.test-model';
import { EnvelopeError } from '../../src/machines/shared/api-result';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

describe('lesson machine (/lesson)', () => {
  itCoversEveryStateAndTransition(lessonTestModel);

  it('joins the session, then opens its classroom once attendance is recorded', async () => {
    const harness = new MachineHarness(lessonTestModel, { request: 41 }).start();
    expect(harness.value).toBe('joining');
    expect(harness.promises.inputOf('load')).toEqual({ request: 41 });
    expect(harness.actionsOf('openClassroom')).toEqual([]);
    await harness.resolve('load', openLesson);
    expect(harness.value).toBe('inClass');
    expect(harness.actionsOf('openClassroom').map((a) => a.params)).toEqual([
      { url: 'https://meet.jit.si/uniclass-0123456789abcdef0123' },
    ]);
  });

  it('before the class opens nothing is opened; checking again joins once it is open', async () => {
    const harness = new MachineHarness(lessonTestModel, { request: 41 }).start();
    await harness.resolve('load', closedLesson);
    expect(harness.value).toBe('notOpen');
    expect(harness.actionsOf('openClassroom')).toEqual([]);
    harness.send({ type: 'data.reloadRequested' });
    expect(harness.value).toBe('joining');
    await harness.resolve('load', openLesson);
    expect(harness.actionsOf('openClassroom')).toHaveLength(1);
  });

  it('a link without recorded attendance is not opened', async () => {
    const harness = new MachineHarness(lessonTestModel, { request: 41 }).start();
    await harness.resolve('load', { ...openLesson, attendance: { recorded: false, joinedAt: null } });
    expect(harness.value).toBe('notOpen');
    expect(harness.actionsOf('openClassroom')).toEqual([]);
  });

  it('shows the server message on failure and retries', async () => {
    const harness = new MachineHarness(lessonTestModel, { request: 41 }).start();
    await harness.reject('load', new EnvelopeError(2003, 'Phiên đăng nhập đã hết hạn'));
    expect(harness.value).toBe('failed');
    expect(harness.snapshot.context.error).toBe('Phiên đăng nhập đã hết hạn');
    harness.send({ type: 'data.reloadRequested' });
    expect(harness.value).toBe('joining');
  });
});
