import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PHONE_CONSENT_WORDING } from "~/features/account";
import { backend, http, json, renderWithProviders, restGet, setupFakeBackend } from "~/test";
import { PhoneSignInForm } from "./phone-sign-in-form";

setupFakeBackend();

const PHONE = "+2250707123456";
/** A session as /auth/v1/verify answers it for an account signed up by phone (no e-mail). */
const verified = () => {
  const user = {
    id: "phone-user-1",
    phone: PHONE.slice(1),
    phone_confirmed_at: "2026-12-07T08:00:00Z",
    aud: "authenticated",
    role: "authenticated",
    app_metadata: { provider: "phone" },
    user_metadata: {},
    created_at: "2026-12-07T08:00:00Z",
  };
  return json({
    access_token: "test-access-token-phone",
    refresh_token: "test-refresh-token-phone",
    token_type: "bearer",
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user,
  });
};

beforeEach(() => {
  backend.use(
    http("POST", "/auth/v1/otp", () => json({})),
    http("POST", "/auth/v1/verify", verified),
    restGet("phone_contacts", []),
    restGet("profiles", []),
    http("POST", "/rest/v1/rpc/set_phone_preferences", () => json({ phone: PHONE, sms: true, whatsapp: false })),
  );
});

async function signIn(tick: boolean) {
  const onSignedIn = vi.fn();
  const { user } = renderWithProviders(<PhoneSignInForm onSignedIn={onSignedIn} country="Côte d'Ivoire" />);
  await screen.findByRole("form", { name: "Connexion par téléphone" });
  const box = screen.getByRole("checkbox", { name: "Recevoir les messages de mes formations par SMS" });
  // Unticked by default, described by the very words « Mon profil » records.
  expect(box).not.toBeChecked();
  expect(box).toHaveAccessibleDescription(PHONE_CONSENT_WORDING);
  await user.type(screen.getByLabelText("Numéro de mobile"), "07 07 12 34 56");
  if (tick) await user.click(box);
  await user.click(screen.getByRole("button", { name: "Recevoir un code par SMS" }));
  await user.type(await screen.findByLabelText("Code reçu par SMS"), "123456");
  await user.click(screen.getByRole("button", { name: "Valider le code" }));
  await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
}

describe("the phone sign-up's consent box (decision 1068)", () => {
  it("registers the proved number for SMS with the profile's consent once signed in, when ticked", async () => {
    await signIn(true);
    const calls = backend.requestsTo("/rest/v1/rpc/set_phone_preferences", "POST");
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({
      p_phone: PHONE,
      p_sms: true,
      p_whatsapp: false,
      p_method: "Inscription par téléphone (site)",
    });
    // Called as the account just signed in.
    expect(calls[0].headers.get("authorization")).toBe("Bearer test-access-token-phone");
  });

  it("registers nothing when the box is left unticked", async () => {
    await signIn(false);
    expect(backend.requestsTo("/rest/v1/rpc/set_phone_preferences", "POST")).toHaveLength(0);
  });
});
