import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { backend, http, postgrestError, renderWithProviders, restGet, setupFakeBackend } from "~/test";
import { UnreadEnquiriesTile } from "./unread-enquiries-tile";

setupFakeBackend();

const enquiry = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  read_at: null,
  status: "nouvelle",
  ...over,
});
/** Read ones and archived ones are not counted. */
const counted = [enquiry(90, { read_at: "2027-03-01T10:00:00Z" }), enquiry(91, { status: "archivee" })];

describe("dashboard tile 'Demandes reçues'", () => {
  it("gives the unread count and links to the inbox", async () => {
    backend.use(restGet("enquiries", [enquiry(1), enquiry(2), enquiry(3), ...counted]));
    renderWithProviders(<UnreadEnquiriesTile />);
    await waitFor(() => expect(screen.getByTestId("unread-enquiries")).toHaveTextContent("3demandes non lues"));
    expect(screen.getByRole("link", { name: "Ouvrir la boîte" })).toHaveAttribute("href", "/demandes");
  });

  it("uses the singular for one", async () => {
    backend.use(restGet("enquiries", [enquiry(1), ...counted]));
    renderWithProviders(<UnreadEnquiriesTile />);
    await waitFor(() => expect(screen.getByTestId("unread-enquiries")).toHaveTextContent("1demande non lue"));
  });

  it("says the number is unavailable instead of a false zero when the count fails", async () => {
    backend.use(http("GET", "/rest/v1/enquiries", () => postgrestError("permission denied", "42501", 403)));
    renderWithProviders(<UnreadEnquiriesTile />);
    expect(await screen.findByText("Nombre indisponible pour le moment.")).toBeInTheDocument();
    expect(screen.queryByTestId("unread-enquiries")).not.toBeInTheDocument();
  });
});
