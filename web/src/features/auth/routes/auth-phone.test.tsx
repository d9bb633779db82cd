import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { backend, http, json, profileRow, renderWithProviders, restGet, setupFakeBackend, testUser } from "~/test";
import AuthRoute from "./auth";

setupFakeBackend();
const awa = testUser({ id: "user-1", email: "", fullName: "Awa Koné" });

function renderPhone() {
  return renderWithProviders(<AuthRoute />, {
    path: "/auth",
    url: "/auth?tab=phone",
    awaitSession: false,
    routes: [{ path: "/mes-formations", Component: () => <p>Mes formations</p> }],
  }).user;
}

const session = () => ({
  access_token: "new-access-token",
  refresh_token: "new-refresh-token",
  token_type: "bearer",
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  user: awa,
});

beforeEach(() => {
  backend.use(
    restGet("profiles", [profileRow(awa)]),
    http("POST", "/auth/v1/otp", () => json({ message_id: null })),
    http("POST", "/auth/v1/verify", () => json(session())),
  );
});

describe("/auth « Téléphone » (issue 44 item 2)", () => {
  it("sends a code to the number in E.164 with the office's country, then signs in with the code", async () => {
    const user = renderPhone();
    expect(screen.getByRole("tab", { name: "Téléphone" })).toHaveAttribute("aria-selected", "true");
    await user.type(screen.getByLabelText("Numéro de mobile"), "07 07 12 34 56");
    await user.click(screen.getByRole("button", { name: "Recevoir un code par SMS" }));
    expect(await screen.findByLabelText("Code reçu par SMS")).toBeInTheDocument();
    expect(backend.requestsTo("/auth/v1/otp", "POST")[0].body).toMatchObject({ phone: "+2250707123456" });
    await user.type(screen.getByLabelText("Code reçu par SMS"), "123456");
    await user.click(screen.getByRole("button", { name: "Valider le code" }));
    expect(await screen.findByText("Mes formations")).toBeInTheDocument();
    expect(backend.requestsTo("/auth/v1/verify", "POST")[0].body).toMatchObject({
      phone: "+2250707123456",
      token: "123456",
      type: "sms",
    });
  });

  it("says in French why a number or a code is refused", async () => {
    backend.use(
      http("POST", "/auth/v1/verify", () =>
        json({ code: 403, error_code: "otp_expired", msg: "Token has expired or is invalid" }, 403),
      ),
    );
    const user = renderPhone();
    await user.type(screen.getByLabelText("Numéro de mobile"), "12");
    await user.click(screen.getByRole("button", { name: "Recevoir un code par SMS" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/longueur d'un numéro international/);
    await user.clear(screen.getByLabelText("Numéro de mobile"));
    await user.selectOptions(screen.getByLabelText("Pays"), "SN");
    await user.type(screen.getByLabelText("Numéro de mobile"), "77 123 45 67");
    await user.click(screen.getByRole("button", { name: "Recevoir un code par SMS" }));
    await user.type(await screen.findByLabelText("Code reçu par SMS"), "000000");
    await user.click(screen.getByRole("button", { name: "Valider le code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/incorrect ou a expiré/);
    expect(backend.requestsTo("/auth/v1/otp", "POST")[0].body).toMatchObject({ phone: "+221771234567" });
  });
});
