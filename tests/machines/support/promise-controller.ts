import { type AnyActorLogic, fromPromise } from 'xstate';

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
  input: unknown;
  signal: AbortSignal;
}

/**
 * Fake promise actors whose outcome the test decides. Each running fake is found by the id of the
 * invoke that started it (`self.id`), the same id the graph uses in `xstate.done.actor.<id>`.
 */
export class PromiseController {
  private readonly pending = new Map<string, Pending>();
  /** Invoke ids whose promise was cancelled (the loser of a race, a left state). */
  readonly aborted: string[] = [];
  /** Every start, in order, with its input. */
  readonly started: Array<{ id: string; input: unknown }> = [];

  /** A fake for every actor name: all our machines' actors are promise actors. */
  fakes(names: readonly string[]): Record<string, AnyActorLogic> {
    return Object.fromEntries(names.map((name) => [name, this.fake()]));
  }

  fake(): AnyActorLogic {
    return fromPromise<unknown, unknown>(
      ({ input, self, signal }) =>
        new Promise((resolve, reject) => {
          this.started.push({ id: self.id, input });
          this.pending.set(self.id, { resolve, reject, input, signal });
          signal.addEventListener('abort', () => {
            this.aborted.push(self.id);
            this.pending.delete(self.id);
          });
        }),
    );
  }

  isPending(id: string): boolean {
    return this.pending.has(id);
  }

  inputOf(id: string): unknown {
    return this.take(id, false).input;
  }

  resolve(id: string, output: unknown): void {
    this.take(id).resolve(output);
  }

  reject(id: string, error: unknown): void {
    this.take(id).reject(error);
  }

  reset(): void {
    this.pending.clear();
    this.aborted.length = 0;
    this.started.length = 0;
  }

  private take(id: string, remove = true): Pending {
    const pending = this.pending.get(id);
    if (!pending) {
      throw new Error(`No running actor "${id}" (running: ${[...this.pending.keys()].join(', ') || 'none'})`);
    }
    if (remove) this.pending.delete(id);
    return pending;
  }
}
