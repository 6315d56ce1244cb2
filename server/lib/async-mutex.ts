/** Runs async critical sections one after another, in call order. */
export class AsyncMutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(criticalSection: () => Promise<T>): Promise<T> {
    const result = this.tail.then(criticalSection, criticalSection);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
