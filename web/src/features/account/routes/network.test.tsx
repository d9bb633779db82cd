import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

const toast = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toast", () => ({ toast }));

import NetworkRoute from "./network";

describe("/reseau", () => {
  it("says the feature is under development, with empty Discussions and Notifications cards", () => {
    render(<NetworkRoute />);
    expect(screen.getByText("Fonctionnalité en cours de développement")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Discussions" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Notifications" })).toBeInTheDocument();
  });

  it("acknowledges 'Inviter' and 'Demander une notification' with a toast", async () => {
    const user = userEvent.setup();
    render(<NetworkRoute />);
    await user.click(screen.getByRole("button", { name: "Inviter" }));
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: "Invitations bientôt disponibles" }));
    await user.click(screen.getByRole("button", { name: "Demander une notification" }));
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: "Merci de votre intérêt" }));
  });
});
