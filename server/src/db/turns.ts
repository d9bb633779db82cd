import { canceledByClient } from "./database";

/** A first-come, first-served lock whose waiters can give up their place (their client went away). */
export class Turns {
  private busy = false;
  private readonly waiting: (() => void)[] = [];

  /** Resolves with the function that ends the turn; rejects with 57014 if `signal` aborts while waiting. */
  acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(canceledByClient());
    return new Promise((resolve, reject) => {
      let ended = false;
      const release = () => {
        if (ended) return;
        ended = true;
        this.next();
      };
      const grant = () => {
        signal?.removeEventListener("abort", giveUp);
        resolve(release);
      };
      const giveUp = () => {
        const index = this.waiting.indexOf(grant);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(canceledByClient());
      };
      if (!this.busy) {
        this.busy = true;
        grant();
        return;
      }
      signal?.addEventListener("abort", giveUp, { once: true });
      this.waiting.push(grant);
    });
  }

  private next() {
    const grant = this.waiting.shift();
    if (grant) grant();
    else this.busy = false;
  }
}
