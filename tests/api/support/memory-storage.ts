/** A DOM Storage (localStorage) double: same interface and semantics, kept in memory. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  [name: string]: unknown;

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

/** Storage as a browser with blocked storage behaves: every access throws a SecurityError. */
export class BlockedStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }

  override setItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }

  override removeItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

/** Storage that is full: reads work, writes throw QuotaExceededError. */
export class FullStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}
