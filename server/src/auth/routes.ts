import { Hono } from "hono";
import { authContext, type AuthDeps } from "./context";
import { health } from "./endpoints/health";
import { jwks } from "./endpoints/jwks";
import { logout } from "./endpoints/logout";
import { otp } from "./endpoints/otp";
import { recover } from "./endpoints/recover";
import { resend } from "./endpoints/resend";
import { settings } from "./endpoints/settings";
import { signup } from "./endpoints/signup";
import { token } from "./endpoints/token";
import { getUser } from "./endpoints/user-get";
import { updateUser } from "./endpoints/user-update";
import { verify } from "./endpoints/verify";
import { verifyOtp } from "./endpoints/verify-otp";

/**
 * The GoTrue subset served under /auth/v1: one module per endpoint in endpoints/, their SQL in models/ (laid out
 * like GoTrue's internal/api and internal/models).
 */
export function authRoutes(deps: AuthDeps) {
  const ctx = authContext(deps);
  return new Hono()
    .post("/signup", signup(ctx))
    .post("/token", token(ctx))
    .get("/user", getUser(ctx))
    .put("/user", updateUser(ctx))
    .post("/logout", logout(ctx))
    .post("/recover", recover(ctx))
    .post("/resend", resend(ctx))
    .get("/verify", verify(ctx))
    .post("/otp", otp(ctx))
    .post("/verify", verifyOtp(ctx))
    .get("/health", health)
    .get("/settings", settings)
    .get("/.well-known/jwks.json", jwks(ctx));
}
