import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { UNREAD_STREAM_RETRY_MS } from '../../src/domain/constants';
import { createUnreadStreamActor } from '../../src/machines/app-root/app-root.actors';
import { appRootTestModel as model } from '../../src/machines/app-root/app-root.test-model';
import { defaultProfileOf, familyUser } from '../../src/machines/shared/example-accounts';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

const storedSession = {
  ...(model.scenarios[0]!.input as object),
  session: { user: familyUser, profile: defaultProfileOf(familyUser), hasAccessToken: true },
  pathname: '/lop-hoc',
};
const profileId = defaultProfileOf(familyUser)!.id;
const ready = {
  type: 'xstate.snapshot.session',
  snapshot: {
    status: 'active',
    value: { loggedIn: 'ready' },
    context: { user: familyUser, profile: defaultProfileOf(familyUser) },
  },
};
const loggedOut = {
  type: 'xstate.snapshot.session',
  snapshot: { status: 'active', value: 'loggedOut', context: { user: null, profile: null } },
};

describe('app root machine', () => {
  itCoversEveryStateAndTransition(model);

  it('starts both route checks for the page shown when the session becomes ready, once', () => {
    const h = new MachineHarness(model, storedSession).start();
    h.send(ready);
    expect(h.promises.inputOf('postLoginChecks')).toMatchObject({ pathname: '/lop-hoc', user: familyUser });
    expect(h.promises.inputOf('layoutCheck')).toMatchObject({ pathname: '/lop-hoc' });
    const started = h.promises.started.length;
    h.send(ready);
    expect(h.promises.started.length).toBe(started);
  });

  it('restarts a waiting check on a new page, never a finished one', async () => {
    const h = new MachineHarness(model, storedSession).start();
    h.send(ready);
    await h.resolve('postLoginChecks', undefined);
    h.send({ type: 'route.changed', pathname: '/chon-ho-so' });
    expect(h.promises.aborted).toEqual(['layoutCheck']);
    expect(h.promises.inputOf('layoutCheck')).toMatchObject({ pathname: '/chon-ho-so' });
    expect(h.promises.isPending('postLoginChecks')).toBe(false);
    h.send({ type: 'route.changed', pathname: '/chon-ho-so' });
    expect(h.promises.aborted).toEqual(['layoutCheck']);
  });

  it('stops the checks when the session ends', () => {
    const h = new MachineHarness(model, storedSession).start();
    h.send(ready);
    h.send(loggedOut);
    expect(h.promises.aborted).toEqual(expect.arrayContaining(['postLoginChecks', 'layoutCheck']));
    expect(h.value).toMatchObject({ routeChecks: 'waiting', unreadStream: 'closed' });
  });

  it('opens the unread stream for the profile and reopens it with a new ticket 5 s after a break', async () => {
    const h = new MachineHarness(model, storedSession).start();
    h.send(ready);
    await h.resolve('fetchStreamTicket', 'ticket-1');
    expect(h.promises.inputOf('unreadStream')).toEqual({ ticket: 'ticket-1' });
    h.send({ type: 'stream.broken' });
    expect(h.promises.aborted).toContain('unreadStream');
    h.advance(UNREAD_STREAM_RETRY_MS - 1);
    expect(h.promises.isPending('fetchStreamTicket')).toBe(false);
    h.advance(1);
    expect(h.promises.isPending('fetchStreamTicket')).toBe(true);
    expect(h.snapshot.context.notifiedProfileId).toBe(profileId);
  });

  it('starts the early class-sessions request with the session, once: basic-info answering does not restart it', () => {
    const h = new MachineHarness(model, storedSession).start();
    const early = () => h.promises.started.filter(({ id }) => id === 'earlyClassSessions');
    expect(early()).toEqual([
      { id: 'earlyClassSessions', input: { pathname: '/lop-hoc', storedSession: true, profileId } },
    ]);
    expect(h.promises.isPending('session')).toBe(true);
    h.send(ready);
    h.send({ type: 'session.profileChanged', profileId: profileId + 1 });
    expect(early()).toHaveLength(1);
    expect(h.promises.aborted).not.toContain('earlyClassSessions');
  });

  it('keeps finished route checks when the profile changes (no re-entry of the other regions)', async () => {
    const h = new MachineHarness(model, storedSession).start();
    h.send(ready);
    await h.resolve('postLoginChecks', undefined);
    await h.resolve('layoutCheck', undefined);
    expect(h.value).toMatchObject({ routeChecks: 'checked' });
    h.send({ type: 'session.profileChanged', profileId: profileId + 1 });
    expect(h.value).toMatchObject({ routeChecks: 'checked', unreadStream: 'connecting' });
  });
});

describe('unread stream actor', () => {
  function fakeSource() {
    const listeners = new Map<string, (event: { data?: unknown }) => void>();
    return {
      closed: 0,
      opened: [] as string[],
      addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
        listeners.set(type, listener);
      },
      close() {
        this.closed += 1;
      },
      emit(type: string, data?: unknown) {
        listeners.get(type)?.({ data });
      },
    };
  }

  it('turns each unread event into unread.changed and a failure into one stream.broken', () => {
    const source = fakeSource();
    const received: unknown[] = [];
    const parent = createActor(
      setup({
        actors: {
          stream: createUnreadStreamActor((ticket) => {
            source.opened.push(ticket);
            return source;
          }),
        },
      }).createMachine({
        invoke: { id: 'stream', src: 'stream', input: { ticket: 't-1' } },
        on: { '*': { actions: ({ event }) => received.push(event) } },
      }),
    ).start();
    expect(source.opened).toEqual(['t-1']);
    source.emit('unread', JSON.stringify({ countUnread: 4 }));
    source.emit('unread', 'not json');
    source.emit('error');
    source.emit('error');
    expect(received).toEqual([{ type: 'unread.changed', countUnread: 4 }, { type: 'stream.broken' }]);
    expect(source.closed).toBe(1);
    parent.stop();
    expect(source.closed).toBe(2);
  });
});
