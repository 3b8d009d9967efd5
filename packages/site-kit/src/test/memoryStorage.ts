// An in-memory Web Storage for node tests, with a switch that makes every access throw like blocked storage.
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  /** When true every method throws a SecurityError, as browsers do with storage disabled. */
  blocked = false;

  #guard(): void {
    if (this.blocked) throw new DOMException("The operation is insecure.", "SecurityError");
  }

  get length(): number {
    this.#guard();
    return this.#items.size;
  }

  clear(): void {
    this.#guard();
    this.#items.clear();
  }

  getItem(key: string): string | null {
    this.#guard();
    return this.#items.get(key) ?? null;
  }

  key(index: number): string | null {
    this.#guard();
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#guard();
    this.#items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.#guard();
    this.#items.set(key, String(value));
  }
}
