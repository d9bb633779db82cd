import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface FakeReply {
  status?: number;
  json?: unknown;
  html?: string;
  redirect?: string;
}

/** A loopback HTTP server for a fake gateway: one handler, bodies read whole, JSON/HTML/redirect answers. */
export async function serveFake(
  handle: (request: FakeRequest) => Promise<FakeReply> | FakeReply,
  port = 0,
  host = "127.0.0.1",
): Promise<{ server: Server; url: string; close: () => Promise<void> }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      Promise.resolve(
        handle({
          method: req.method ?? "GET",
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      )
        .then((reply) => {
          if (reply.redirect) {
            res.writeHead(reply.status ?? 303, { location: reply.redirect }).end();
          } else if (reply.html !== undefined) {
            res.writeHead(reply.status ?? 200, { "content-type": "text/html; charset=utf-8" }).end(reply.html);
          } else {
            res
              .writeHead(reply.status ?? 200, { "content-type": "application/json" })
              .end(JSON.stringify(reply.json ?? {}));
          }
        })
        .catch((error: unknown) => {
          res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: String(error) }));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  return {
    server,
    url: `http://${host}:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export const page = (title: string, body: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:2rem auto">` +
  `${body}</body></html>`;
