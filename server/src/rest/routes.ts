import { Hono, type Context } from "hono";
import type { JwtKeys } from "../auth/jwt";
import type { Database } from "../db/database";
import { restLimits } from "../config/rest";
import { requestClaims } from "../http/api-key";
import { restError } from "./errors/catalogue";
import { toRestError } from "./errors/sqlstate";
import { execute, type RestEnv } from "./execute";
import type { Limits } from "./limits";
import { profileOf } from "./request/media";
import { plan } from "./plan/plan";
import {
  callGetRequest,
  callPostRequest,
  deleteRequest,
  insertRequest,
  putRequest,
  readRequest,
  updateRequest,
  type RestRequest,
} from "./request/request";
import type { SchemaCache } from "./schema";

/**
 * /rest/v1, PostgREST's API over the public schema, in four layers (docs/backend.md, "The REST layers"): the HTTP
 * request is read into a typed request (request/), planned against the schema cache (plan/), rendered as
 * parameterised SQL (sql/) and run in one transaction as the caller (execute.ts), whose result becomes the response
 * (response/). Error codes: errors/catalogue.ts; database errors: errors/sqlstate.ts.
 */
export function restRoutes(deps: { db: Database; keys: JwtKeys; schema: () => SchemaCache; limits?: Partial<Limits> }) {
  const app = new Hono<RestEnv>();
  const limits: Limits = { ...restLimits(), ...deps.limits };

  app.use("*", async (c, next) => {
    const claims = await requestClaims(c, deps.keys, "rest");
    if (claims instanceof Response) return claims;
    c.set("claims", claims);
    await next();
  });

  app.onError((error, c) => {
    const rest = toRestError(error, c.get("claims")?.role ?? "anon");
    if (!rest) throw error;
    return c.json(rest.body(), rest.status);
  });

  // The request is planned against the schema it names (Accept-Profile / Content-Profile), 406 when not exposed.
  const answer = (c: Context<RestEnv>, request: RestRequest) =>
    execute(c, deps.db, request, plan(deps.schema().profile(request.profile), request, limits), limits);

  // Query parameters named like an argument of any overload of the function are its arguments.
  const argNamesOf = (c: Context<RestEnv>) => {
    const schema = deps.schema().profile(profileOf(c.req.method, (name) => c.req.header(name)));
    return new Set((schema.functions.get(c.req.param("fn")!) ?? []).flatMap((f) => f.argNames));
  };
  const callGet = (c: Context<RestEnv>) => answer(c, callGetRequest(c, argNamesOf(c)));
  app.post("/rpc/:fn", async (c) => answer(c, await callPostRequest(c)));
  app.get("/rpc/:fn", callGet);
  app.on("HEAD", "/rpc/:fn", callGet);

  const read = (c: Context<RestEnv>) => answer(c, readRequest(c));
  app.get("/:table", read);
  app.on("HEAD", "/:table", read);
  app.post("/:table", async (c) => answer(c, await insertRequest(c)));
  app.put("/:table", async (c) => answer(c, await putRequest(c)));
  app.patch("/:table", async (c) => answer(c, await updateRequest(c)));
  app.delete("/:table", (c) => answer(c, deleteRequest(c)));

  const unsupported = (c: Context<RestEnv>) => {
    const error = restError("PGRST117", { message: `Unsupported HTTP method: ${c.req.method}` });
    return c.json(error.body(), error.status);
  };
  app.all("/rpc/:fn", unsupported);
  app.all("/:table", unsupported);
  app.all("*", (c) => {
    const error = restError("PGRST125");
    return c.json(error.body(), error.status);
  });
  return app;
}
