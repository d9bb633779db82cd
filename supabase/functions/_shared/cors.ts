import { env } from "./env.ts";

type Handler = (request: Request) => Response | Promise<Response>;

/** The headers supabase-js sends with `functions.invoke` (and the gateway reads). */
const ALLOWED_HEADERS = "authorization, apikey, content-type, x-client-info, x-region";

/**
 * The origins whose pages may call the functions: the site's (`SITE_URL`) and `CORS_ORIGINS` (comma-separated), the
 * same settings as the local API's. On a hosted project the site and the functions are on two origins, and the
 * platform leaves CORS to each function (Supabase's guide, "CORS support for invoking from the browser").
 */
function allowedOrigins(): Set<string> {
  const origins = new Set<string>();
  for (const entry of [env("SITE_URL") ?? "", ...(env("CORS_ORIGINS") ?? "").split(",")]) {
    try {
      if (entry.trim()) origins.add(new URL(entry.trim()).origin);
    } catch {
      // not an origin: the Node server refuses to start on such a setting; here it allows nothing
    }
  }
  return origins;
}

/**
 * Serves `handler` to the site's pages from another origin: a preflight (`OPTIONS`) from an allowed origin is answered
 * 204 with what the browser asks about, and every answer to an allowed origin carries `Access-Control-Allow-Origin`.
 * Other origins get no CORS header, so their browsers keep the answer from the page (server-to-server calls, such as
 * a gateway's webhook, carry no Origin and are unaffected).
 */
export function withCors(handler: Handler): Handler {
  return async (request) => {
    const origin = request.headers.get("origin");
    const allowed = origin !== null && allowedOrigins().has(origin);
    if (request.method === "OPTIONS" && request.headers.has("access-control-request-method")) {
      if (!allowed) return new Response(null, { status: 204, headers: { vary: "Origin" } });
      return new Response(null, {
        status: 204,
        headers: {
          "access-control-allow-origin": origin,
          "access-control-allow-methods": "GET, POST, OPTIONS",
          "access-control-allow-headers": ALLOWED_HEADERS,
          "access-control-max-age": "3600",
          vary: "Origin",
        },
      });
    }
    const response = await handler(request);
    if (!allowed) return response;
    const headers = new Headers(response.headers);
    headers.set("access-control-allow-origin", origin);
    headers.append("vary", "Origin");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
