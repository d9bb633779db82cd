import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { backend, renderWithProviders, rpc, setupFakeBackend, testUser } from "~/test";
import type { Expert } from "../lib/experts";
import { mergeTarget, RenameExpertDialog } from "./rename-expert-dialog";

setupFakeBackend();
// The dialog loads its form lazily (decision 0958): load it once here, so no test waits on the module transform.
beforeAll(() => import("./rename-expert-form"));

const awa: Expert = { name: "Awa Koné", formations: [{ id: 1, title: "Leadership" }] };
const yao: Expert = {
  name: "Yao Kouassi",
  formations: [
    { id: 2, title: "Agilité" },
    { id: 3, title: "Scrum" },
  ],
};

function renderDialog() {
  const onOpenChange = vi.fn();
  const { user } = renderWithProviders(
    <RenameExpertDialog expert={awa} experts={[awa, yao]} onOpenChange={onOpenChange} />,
    { signedIn: testUser(), profile: { role: "admin" } },
  );
  return { user, onOpenChange };
}

const renameRequests = () => backend.requestsTo("/rest/v1/rpc/rename_expert", "POST");

describe("renaming an expert", () => {
  it("a new name that is nobody's: no warning, 'Renommer', and the rename is sent", async () => {
    backend.use(rpc("rename_expert", 1));
    const { user, onOpenChange } = renderDialog();
    const field = await screen.findByLabelText(/Nouveau nom/, {}, { timeout: 5000 }); // the form's code arrives lazily
    await user.clear(field);
    await user.type(field, "Awa Koné-Traoré");
    expect(screen.queryByText(/seront fusionnés/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Renommer" }));
    expect(await screen.findByText("Expert renommé")).toBeInTheDocument();
    expect(screen.getByText("1 formation mise à jour : « Awa Koné-Traoré ».")).toBeInTheDocument();
    expect(renameRequests().map((request) => request.body)).toEqual([
      { old_name: "Awa Koné", new_name: "Awa Koné-Traoré" },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("another expert's name warns that both will be merged, and the button says so", async () => {
    backend.use(rpc("rename_expert", 1));
    const { user } = renderDialog();
    const field = await screen.findByLabelText(/Nouveau nom/, {}, { timeout: 5000 }); // the form's code arrives lazily
    await user.clear(field);
    await user.type(field, "  Yao Kouassi ");
    expect(screen.getByRole("status")).toHaveTextContent(
      "« Yao Kouassi » existe déjà (2 formations) : les deux experts seront fusionnés sous ce nom.",
    );
    expect(screen.queryByRole("button", { name: "Renommer" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Fusionner les experts" }));
    expect(await screen.findByText("Expert renommé")).toBeInTheDocument();
    expect(renameRequests().map((request) => request.body)).toEqual([
      { old_name: "Awa Koné", new_name: "Yao Kouassi" },
    ]);
  });

  it("matches as the database stores names: trimmed, exact otherwise", () => {
    expect(mergeTarget(" Yao Kouassi ", awa, [awa, yao])).toBe(yao);
    expect(mergeTarget("yao kouassi", awa, [awa, yao])).toBeNull();
    expect(mergeTarget("Awa Koné", awa, [awa, yao])).toBeNull();
  });
});
