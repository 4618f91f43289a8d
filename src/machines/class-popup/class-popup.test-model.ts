import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { classPopupMachine } from './class-popup.machine';

export const examplePopup = {
  title: 'Chúc mừng!',
  courseTitle: 'Tiếng Anh AI Lớp 2',
  time: '18:00',
  day: 'Thứ Bảy',
  buttonText: 'Vào học',
  isRegister: true,
};

export const classPopupTestModel: MachineTestModel = {
  machine: classPopupMachine,
  scenarios: [
    { name: 'popup cookie present', input: { popup: examplePopup } },
    { name: 'no popup cookie', input: { popup: null } },
  ],
  examples: [{ type: 'popup.closed' }, { type: 'popup.joinRequested' }],
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  fakeActions: noopActions(['removePopupCookie']),
};
