import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { backend, http, json, postgrestError, renderWithProviders, setupFakeBackend, testUser } from "~/test";
import { PricingChoices, type PricingChoice } from "./pricing-choices";

setupFakeBackend();
const learner = testUser({ id: "user-1" });

const breakdown = (extra: Record<string, unknown> = {}) => ({
  currency: "XOF",
  quantity: 1,
  base_unit_price: 950000,
  unit_price: 900000,
  rule: "early_bird",
  early_bird_until: "2030-01-10",
  group_min_seats: null,
  subtotal: 900000,
  promo_code: null,
  promo_percent: null,
  discount: 0,
  total: 900000,
  instalments_max: 3,
  starts_on: "2030-06-01",
  ...extra,
});

function Harness({ onChange }: { onChange: (value: PricingChoice) => void }) {
  return <PricingChoices sessionId={41} value={{ instalments: 1 }} onChange={onChange} />;
}

describe("PricingChoices", () => {
  it("shows the database's breakdown before paying and offers the plans the session allows", async () => {
    backend.use(http("POST", "/rest/v1/rpc/price_preview", () => json(breakdown())));
    renderWithProviders(<Harness onChange={vi.fn()} />, { signedIn: learner });
    const list = await screen.findByTestId("price-breakdown");
    expect(within(list).getByText("Prix catalogue")).toBeInTheDocument();
    expect(within(list).getByText("Tarif préférentiel jusqu'au 10 janvier 2030")).toBeInTheDocument();
    expect(list.textContent).toContain("Total900\u202f000\u00a0F\u00a0CFA");
    expect(screen.getByRole("radio", { name: "En 3 fois" })).toBeInTheDocument();
    expect(backend.requestsTo("/rest/v1/rpc/price_preview")[0].body).toEqual({
      p_session: 41,
      p_quantity: 1,
      p_code: null,
      p_instalments: 1,
    });
  });

  it("applies the code typed: the dialog sends it with the enrollment", async () => {
    backend.use(
      http("POST", "/rest/v1/rpc/price_preview", (request) =>
        (request.body as { p_code: string | null }).p_code
          ? postgrestError("Le code promo « VIEUX » a expiré le 01/01/2026.", "PA461")
          : json(breakdown()),
      ),
    );
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />, { signedIn: learner });
    await screen.findByTestId("price-breakdown");
    await userEvent.type(screen.getByRole("textbox", { name: "Code promo (facultatif)" }), "vieux");
    await userEvent.click(screen.getByRole("button", { name: "Appliquer" }));
    expect(onChange).toHaveBeenCalledWith({ instalments: 1, promoCode: "vieux" });
  });

  it("a refused code is said in French, the breakdown without it still shown", async () => {
    backend.use(
      http("POST", "/rest/v1/rpc/price_preview", (request) =>
        (request.body as { p_code: string | null }).p_code
          ? postgrestError("Le code promo « VIEUX » a expiré le 01/01/2026.", "PA461")
          : json(breakdown()),
      ),
    );
    renderWithProviders(
      <PricingChoices sessionId={41} value={{ instalments: 1, promoCode: "vieux" }} onChange={vi.fn()} />,
      {
        signedIn: learner,
      },
    );
    expect(await screen.findByText("Le code promo « VIEUX » a expiré le 01/01/2026.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("price-breakdown")).toBeInTheDocument());
  });
});
