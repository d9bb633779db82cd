import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Expert } from "../lib/experts";

const mutate = vi.hoisted(() => vi.fn());
vi.mock("../api/rename-expert", () => ({ useRenameExpert: () => ({ mutate, isPending: false }) }));
vi.mock("~/components/ui/toast", () => ({ toast: vi.fn() }));

const { RenameExpertDialog, mergeTarget } = await import("./rename-expert-dialog");

const awa: Expert = { name: "Awa Koné", courses: [{ id: 1, title: "Leadership" }] };
const yao: Expert = {
  name: "Yao Kouassi",
  courses: [
    { id: 2, title: "Agilité" },
    { id: 3, title: "Scrum" },
  ],
};

function renderDialog() {
  render(<RenameExpertDialog expert={awa} experts={[awa, yao]} onOpenChange={vi.fn()} />);
  return userEvent.setup();
}

beforeEach(() => mutate.mockReset());

describe("renaming an expert", () => {
  it("a new name that is nobody's: no warning, 'Renommer'", async () => {
    const user = renderDialog();
    const field = screen.getByLabelText(/Nouveau nom/);
    await user.clear(field);
    await user.type(field, "Awa Koné-Traoré");
    expect(screen.queryByText(/seront fusionnés/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Renommer" }));
    expect(mutate).toHaveBeenCalledWith({ oldName: "Awa Koné", newName: "Awa Koné-Traoré" }, expect.any(Object));
  });

  it("another expert's name warns that both will be merged, and the button says so", async () => {
    const user = renderDialog();
    const field = screen.getByLabelText(/Nouveau nom/);
    await user.clear(field);
    await user.type(field, "  Yao Kouassi ");
    expect(screen.getByRole("status")).toHaveTextContent(
      "« Yao Kouassi » existe déjà (2 formations) : les deux experts seront fusionnés sous ce nom.",
    );
    expect(screen.queryByRole("button", { name: "Renommer" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Fusionner les experts" }));
    expect(mutate).toHaveBeenCalledWith({ oldName: "Awa Koné", newName: "Yao Kouassi" }, expect.any(Object));
  });

  it("matches as the database stores names: trimmed, exact otherwise", () => {
    expect(mergeTarget(" Yao Kouassi ", awa, [awa, yao])).toBe(yao);
    expect(mergeTarget("yao kouassi", awa, [awa, yao])).toBeNull();
    expect(mergeTarget("Awa Koné", awa, [awa, yao])).toBeNull();
  });
});
