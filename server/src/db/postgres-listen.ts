import pg from "pg";

export interface ChannelHandlers {
  /** A notification arrived on the channel. */
  notify(): void;
  /** Listening (again): notifications sent while it was not may have been missed. */
  listening(): void;
  /** The listening connection was lost; it is reopened after `retryMs`. */
  lost(error: Error): void;
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other requests), reopened after a loss until
 * `stop` is called: first after `retryMs`, then twice as long after each failed attempt (at most `maxRetryMs`), so a
 * server that stays down is not hammered; back to `retryMs` once listening again.
 */
export function listenOn(
  connectionString: string,
  channel: string,
  handlers: ChannelHandlers,
  retryMs = 1_000,
  maxRetryMs = 30_000,
): () => Promise<void> {
  let stopped = false;
  let delay = retryMs;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (stopped) return;
    const current = new pg.Client({ connectionString });
    client = current;
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      current.removeAllListeners("notification");
      current.end().catch(() => undefined);
      if (stopped) return;
      handlers.lost(error);
      retry = setTimeout(() => void connect(), delay);
      retry.unref();
      delay = Math.min(delay * 2, maxRetryMs);
    };
    current.on("error", fail);
    current.on("end", () => fail(new Error("connection closed")));
    current.on("notification", (message) => {
      if (message.channel === channel) handlers.notify();
    });
    try {
      await current.connect();
      await current.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (!stopped && !failed) {
        delay = retryMs;
        handlers.listening();
      }
    } catch (error) {
      fail(error instanceof Error ? error : new Error(String(error)));
    }
  };
  void connect();

  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
