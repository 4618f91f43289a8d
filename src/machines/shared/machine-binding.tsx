// biome-ignore-all lint/correctness/noComponentHookFactories: bindMachine runs once per machine at module level, like @xstate/react createActorContext; each binding gets stable components and hooks.
/**
 * The one way a machine meets React. `bindMachine(machine)` gives every machine the same three
 * pieces, whatever its lifetime:
 *
 * - `Logic`    — at the composition root: hands the machine's real implementations (actors, actions,
 *                delays, guards) and the QA inspector down to the pages that create their own actor.
 *                `<MachineLogicProvider logics={{ [key]: logic }}>` does the same by binding key, so
 *                that the composition root never loads a page machine (it ships with its lazy page).
 * - `Provider` — where an actor lives: pass `actor` for an app-wide actor created once outside React
 *                (session, notifications), or nothing to create one per mounted page from `Logic`
 *                (with `input` read once, at creation).
 * - `useSelect(selector)` / `useSend()` / `useActorRef()` — what a view reads and how it talks back.
 *
 * Views import only these hooks from a machine folder's `*.binding.ts`; they never create actors.
 */
import { useSelector, useActorRef as useXStateActorRef } from '@xstate/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type {
  ActorOptions,
  ActorRef,
  AnyStateMachine,
  EmittedFrom,
  EventFrom,
  InputFrom,
  InspectionEvent,
  Observer,
  SnapshotFrom,
} from 'xstate';

export type Implementations<M extends AnyStateMachine> = Parameters<M['provide']>[0];

/** A running actor of the machine: created here, by src/app, or invoked by the app root. */
export type BoundActor<M extends AnyStateMachine> = ActorRef<SnapshotFrom<M>, EventFrom<M>, EmittedFrom<M>>;

export interface MachineLogic<M extends AnyStateMachine> {
  implementations: Implementations<M>;
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}

export interface MachineBinding<M extends AnyStateMachine> {
  /** Real implementations for page-local actors; put once at the composition root. */
  Logic: (props: { logic: MachineLogic<M>; children: ReactNode }) => ReactNode;
  /**
   * Makes an actor available below: the given one (an app-wide actor, or a child of the app root),
   * or a new one per mount from `Logic`.
   */
  Provider: (props: { actor?: BoundActor<M>; input?: InputFrom<M>; children: ReactNode }) => ReactNode;
  useActorRef: () => BoundActor<M>;
  useSelect: <T>(selector: (snapshot: SnapshotFrom<M>) => T, compare?: (a: T, b: T) => boolean) => T;
  useSend: () => (event: EventFrom<M>) => void;
}

/** Page machines' implementations by binding key (see `MachineLogicProvider`). */
const KeyedLogicContext = createContext<Readonly<Record<string, MachineLogic<AnyStateMachine>>>>({});

/**
 * Real implementations of page-local machines, by the key of their binding (`bindMachine(machine, key)`,
 * the machine id by default). Type each entry where it is built: `const x: MachineLogic<XMachine>`
 * with `import type`, so the machine itself stays in its page's chunk.
 */
export function MachineLogicProvider({
  logics,
  children,
}: {
  logics: Readonly<Record<string, MachineLogic<AnyStateMachine>>>;
  children: ReactNode;
}) {
  const outer = useContext(KeyedLogicContext);
  const merged = useMemo(() => ({ ...outer, ...logics }), [outer, logics]);
  return <KeyedLogicContext.Provider value={merged}>{children}</KeyedLogicContext.Provider>;
}

/** `key` names the binding for `MachineLogicProvider` (several bindings may share one machine id). */
export function bindMachine<M extends AnyStateMachine>(
  machine: M,
  key: string = machine.id,
): MachineBinding<M> {
  const name = machine.id;
  const LogicContext = createContext<MachineLogic<M> | null>(null);
  const ActorContext = createContext<BoundActor<M> | null>(null);

  function Logic({ logic, children }: { logic: MachineLogic<M>; children: ReactNode }) {
    return <LogicContext.Provider value={logic}>{children}</LogicContext.Provider>;
  }

  function OwnActor({ input, children }: { input?: InputFrom<M>; children: ReactNode }) {
    const own = useContext(LogicContext);
    const keyed = useContext(KeyedLogicContext)[key] as MachineLogic<M> | undefined;
    const logic = own ?? keyed;
    if (!logic) {
      throw new Error(
        `${name}: a page-local actor needs <${name}.Logic> above it (or "${key}" in <MachineLogicProvider>)`,
      );
    }
    const options = {
      ...(input === undefined ? {} : { input }),
      ...(logic.inspect ? { inspect: logic.inspect } : {}),
    } as ActorOptions<M>;
    const provided = useMemo(() => machine.provide(logic.implementations) as M, [logic]);
    const actor: BoundActor<M> = useXStateActorRef(provided, options);
    return <ActorContext.Provider value={actor}>{children}</ActorContext.Provider>;
  }

  function Provider({
    actor,
    input,
    children,
  }: {
    actor?: BoundActor<M>;
    input?: InputFrom<M>;
    children: ReactNode;
  }) {
    if (actor) return <ActorContext.Provider value={actor}>{children}</ActorContext.Provider>;
    return <OwnActor input={input}>{children}</OwnActor>;
  }

  function useActorRef(): BoundActor<M> {
    const actor = useContext(ActorContext);
    if (!actor) throw new Error(`${name}: this view needs a <Provider> of the ${name} machine above it`);
    return actor;
  }

  function useSelect<T>(selector: (snapshot: SnapshotFrom<M>) => T, compare?: (a: T, b: T) => boolean): T {
    return useSelector(useActorRef(), selector, compare);
  }

  function useSend(): (event: EventFrom<M>) => void {
    // Actor#send is bound to its actor, so the function is stable for the actor's lifetime.
    return useActorRef().send;
  }

  return { Logic, Provider, useActorRef, useSelect, useSend };
}
