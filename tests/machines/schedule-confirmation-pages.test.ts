import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contracts/error-codes';
import { activationOutcomeOf } from '../../src/machines/activation/activation.actors';
import {
  activationTestModel,
  exampleActivation,
  exampleGradeMismatch,
} from '../../src/machines/activation/activation.test-model';
import { classPopupTestModel, examplePopup } from '../../src/machines/class-popup/class-popup.test-model';
import { learningDataTestModel } from '../../src/machines/learning-data/learning-data.test-model';
import { EnvelopeError } from '../../src/machines/shared/api-result';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

describe('learning-data machine', () => {
  itCoversEveryStateAndTransition(learningDataTestModel);

  it('passes the request to the loader, shows its message on failure and reloads on request', async () => {
    const h = new MachineHarness(learningDataTestModel, { request: 11 }).start();
    expect(h.promises.started).toEqual([{ id: 'load', input: { request: 11 } }]);
    await h.reject('load', new EnvelopeError(2003, 'Phiên đăng nhập đã hết hạn'));
    expect(h.snapshot.context.error).toBe('Phiên đăng nhập đã hết hạn');
    h.send({ type: 'data.reloadRequested' });
    await h.resolve('load', [1, 2]);
    expect(h.value).toBe('ready');
    expect(h.snapshot.context).toMatchObject({ data: [1, 2], error: null });
  });
});

describe('activation machine', () => {
  itCoversEveryStateAndTransition(activationTestModel);

  it('does not call the server for an empty code; shows the server reason and keeps the form', async () => {
    const h = new MachineHarness(activationTestModel, undefined).start();
    h.send({ type: 'activation.submitted', request: { code: ' ' } });
    expect(h.snapshot.context.error).toBe('Vui lòng nhập mã kích hoạt');
    expect(h.promises.started).toEqual([]);
    h.send({ type: 'activation.submitted', request: { code: 'UC-X', phone: '0901000001' } });
    expect(h.promises.started).toEqual([
      { id: 'activateCode', input: { code: 'UC-X', phone: '0901000001' } },
    ]);
    await h.reject(
      'activateCode',
      new EnvelopeError(1006, 'Mã kích hoạt không đúng. Vui lòng kiểm tra lại.'),
    );
    expect(h.value).toBe('editing');
    expect(h.snapshot.context.error).toBe('Mã kích hoạt không đúng. Vui lòng kiểm tra lại.');
    h.send({ type: 'activation.submitted', request: { code: 'UC-Y' } });
    await h.resolve('activateCode', { kind: 'activated', result: exampleActivation });
    expect(h.value).toBe('activated');
    expect(h.snapshot.context.result).toEqual(exampleActivation);
  });

  it('a code of another grade asks first; confirming sends the same request again, accepted', async () => {
    const h = new MachineHarness(activationTestModel, undefined).start();
    h.send({ type: 'activation.submitted', request: { code: 'UC-G5', profileId: 1 } });
    await h.resolve('activateCode', { kind: 'gradeMismatch', mismatch: exampleGradeMismatch });
    expect(h.value).toBe('confirmingGrade');
    expect(h.snapshot.context.mismatch).toEqual(exampleGradeMismatch);
    expect(h.snapshot.context.result).toBeNull();
    h.send({ type: 'activation.gradeMismatchConfirmed' });
    expect(h.value).toBe('activating');
    expect(h.snapshot.context.mismatch).toBeNull();
    expect(h.promises.started.at(-1)).toEqual({
      id: 'activateCode',
      input: { code: 'UC-G5', profileId: 1, acceptGradeMismatch: true },
    });
    await h.resolve('activateCode', { kind: 'activated', result: exampleActivation });
    expect(h.value).toBe('activated');
  });

  it('choosing another profile sends the code for it, without accepting a mismatch; going back keeps nothing pending', async () => {
    const h = new MachineHarness(activationTestModel, undefined).start();
    h.send({
      type: 'activation.submitted',
      request: { code: 'UC-G5', profileId: 1, acceptGradeMismatch: false },
    });
    await h.resolve('activateCode', { kind: 'gradeMismatch', mismatch: exampleGradeMismatch });
    h.send({ type: 'activation.profileChosen', profileId: 2 });
    expect(h.promises.started.at(-1)).toEqual({ id: 'activateCode', input: { code: 'UC-G5', profileId: 2 } });
    await h.resolve('activateCode', {
      kind: 'gradeMismatch',
      mismatch: { ...exampleGradeMismatch, profileId: 2 },
    });
    h.send({ type: 'activation.cancelled' });
    expect(h.value).toBe('editing');
    expect(h.snapshot.context.mismatch).toBeNull();
    expect(h.snapshot.context.error).toBeNull();
  });

  it('a visitor cannot name a profile: the code goes to the default profile or nowhere', async () => {
    const h = new MachineHarness(activationTestModel, undefined).start();
    h.send({ type: 'activation.submitted', request: { code: 'UC-G5', phone: '0901000001' } });
    await h.resolve('activateCode', { kind: 'gradeMismatch', mismatch: exampleGradeMismatch });
    h.send({ type: 'activation.profileChosen', profileId: 2 });
    expect(h.value).toBe('confirmingGrade');
    h.send({ type: 'activation.gradeMismatchConfirmed' });
    expect(h.promises.started.at(-1)?.input).toEqual({
      code: 'UC-G5',
      phone: '0901000001',
      acceptGradeMismatch: true,
    });
  });

  it('reads the 409 of a grade mismatch as a question, every other refusal as its message', () => {
    expect(
      activationOutcomeOf({
        errorCode: ERROR_CODES.ACTIVATION_GRADE_MISMATCH,
        message: 'x',
        data: exampleGradeMismatch,
      }),
    ).toEqual({ kind: 'gradeMismatch', mismatch: exampleGradeMismatch });
    expect(activationOutcomeOf({ errorCode: 0, message: 'ok', data: exampleActivation })).toEqual({
      kind: 'activated',
      result: exampleActivation,
    });
    expect(() =>
      activationOutcomeOf({ errorCode: 1008, message: 'Mã kích hoạt này đã được sử dụng.', data: null }),
    ).toThrow('Mã kích hoạt này đã được sử dụng.');
    // A 5003 without the grades is not something to ask about.
    expect(() =>
      activationOutcomeOf({ errorCode: ERROR_CODES.ACTIVATION_GRADE_MISMATCH, message: 'Lỗi', data: null }),
    ).toThrow('Lỗi');
  });
});

describe('class popup machine', () => {
  itCoversEveryStateAndTransition(classPopupTestModel);

  it('shows the cookie popup once: closing removes the cookie', () => {
    const h = new MachineHarness(classPopupTestModel, { popup: examplePopup }).start();
    expect(h.value).toBe('shown');
    h.send({ type: 'popup.closed' });
    expect(h.value).toBe('hidden');
    expect(h.actionsOf('removePopupCookie')).toHaveLength(1);
    h.send({ type: 'popup.closed' });
    expect(h.actionsOf('removePopupCookie')).toHaveLength(1);
    expect(new MachineHarness(classPopupTestModel, { popup: null }).start().value).toBe('hidden');
  });
});
