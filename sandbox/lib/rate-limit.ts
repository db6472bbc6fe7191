/** A fixed-window in-memory rate limiter (per key), enough for one sandbox process. */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit for key; false when the key is over its limit in the current window. */
  hit(key: string): boolean {
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || t - w.start >= this.windowMs) {
      w = { start: t, count: 0 };
      this.windows.set(key, w);
      if (this.windows.size > 10_000) this.sweep(t);
    }
    w.count += 1;
    return w.count <= this.limit;
  }

  /** How long until the key's window ends and it may hit again (0 when it has none). */
  retryAfterMs(key: string): number {
    const w = this.windows.get(key);
    return w ? Math.max(0, w.start + this.windowMs - this.now()) : 0;
  }

  clear(): void {
    this.windows.clear();
  }

  private sweep(t: number): void {
    for (const [k, w] of this.windows) if (t - w.start >= this.windowMs) this.windows.delete(k);
  }
}
