import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { backend, renderWithProviders, restGet, setupFakeBackend, testUser } from "~/test";
import { PhoneMessagesDialog } from "./phone-messages-dialog";

setupFakeBackend();
const admin = testUser({ id: "admin-1", email: "admin@example.com", fullName: "Admin" });

const row = (fields: Record<string, unknown>) => ({
  id: 1,
  purpose: "convocation",
  channel: "whatsapp",
  phone: "+2250707123456",
  body: "Convocation: Audit interne, du 02/06 au 04/06/2030 à Abidjan.",
  status: "failed",
  error: "WhatsApp 131026 Message undeliverable",
  fallback_of: null,
  created_at: "2030-05-01T09:00:00Z",
  sent_at: null,
  delivered_at: null,
  failed_at: "2030-05-01T09:00:05Z",
  enrollment_id: 42,
  ...fields,
});

describe("staff's view of an enrollment's SMS and WhatsApp messages", () => {
  it("lists each message with its channel, status as reported, the error and the fallback", async () => {
    backend.use(
      restGet("phone_messages", [
        row({}),
        row({
          id: 2,
          channel: "sms",
          status: "delivered",
          error: null,
          fallback_of: 1,
          delivered_at: "2030-05-01T09:01:00Z",
          failed_at: null,
        }),
      ]),
    );
    const { user } = renderWithProviders(
      <PhoneMessagesDialog enrollmentId={42} learner="Awa Koné" formation="Audit interne" />,
      {
        path: "/paiements",
        signedIn: admin,
      },
    );
    await user.click(await screen.findByRole("button", { name: "SMS et WhatsApp\u00a0: Awa Koné, Audit interne" }));
    const items = await screen.findAllByTestId("phone-message");
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText("Échec")).toBeInTheDocument();
    expect(within(items[0]).getByText("WhatsApp 131026 Message undeliverable")).toBeInTheDocument();
    expect(items[0]).toHaveTextContent("Convocation · WhatsApp");
    expect(within(items[1]).getByText("Remis")).toBeInTheDocument();
    expect(within(items[1]).getByText("Relais après un échec")).toBeInTheDocument();
    expect(items[1]).toHaveTextContent("+225 07 07 12 34 56");
    const [read] = backend.requestsTo("/rest/v1/phone_messages", "GET");
    expect(read.search.get("enrollment_id")).toBe("eq.42");
  });

  it("lists a booked call's messages, read by the booking (a visitor without an account, decision 1066)", async () => {
    backend.use(
      restGet("phone_messages", [
        row({
          purpose: "call-booked",
          channel: "sms",
          status: "delivered",
          error: null,
          enrollment_id: null,
          call_booking_id: 9,
        }),
      ]),
    );
    const { user } = renderWithProviders(
      <PhoneMessagesDialog callBookingId={9} learner="Fatou Sarr" formation="Premier échange de 15 minutes" />,
      { path: "/gestion-rendez-vous", signedIn: admin },
    );
    await user.click(
      await screen.findByRole("button", { name: "SMS et WhatsApp\u00a0: Fatou Sarr, Premier échange de 15 minutes" }),
    );
    const [item] = await screen.findAllByTestId("phone-message");
    expect(item).toHaveTextContent("Rendez-vous réservé · SMS");
    expect(within(item).getByText("Remis")).toBeInTheDocument();
    const [read] = backend.requestsTo("/rest/v1/phone_messages", "GET");
    expect(read.search.get("call_booking_id")).toBe("eq.9");
  });

  it("says why there is nothing when the learner gave no number", async () => {
    backend.use(restGet("phone_messages", []));
    const { user } = renderWithProviders(<PhoneMessagesDialog enrollmentId={7} learner="Moussa" formation="Audit" />, {
      path: "/paiements",
      signedIn: admin,
    });
    await user.click(await screen.findByRole("button", { name: "SMS et WhatsApp\u00a0: Moussa, Audit" }));
    expect(await screen.findByText(/Aucun message/)).toBeInTheDocument();
  });
});
