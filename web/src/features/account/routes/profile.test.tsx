import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

const fake = vi.hoisted(() => ({
  result: Promise.resolve({ data: [{ id: "user-1" }], error: null }) as Promise<{ data?: unknown[] | null; error: unknown }>,
  from: vi.fn(),
  update: vi.fn(),
  eq: vi.fn(),
}));
const toast = vi.hoisted(() => vi.fn());
const auth = vi.hoisted(() => ({
  user: { id: "user-1", email: "awa@example.com", user_metadata: { full_name: "Awa Koné", company: "Orange CI" } },
  profile: {
    id: "user-1",
    full_name: "Awa Koné",
    company: "Orange CI",
    position: null as string | null,
    country: "Côte d'Ivoire",
    role: "client",
  },
}));

vi.mock("~/lib/supabase", () => ({
  getSupabase: async () => ({
    from: (table: string) => {
      fake.from(table);
      return {
        update: (changes: object) => {
          fake.update(changes);
          return {
            eq: (column: string, value: string) => {
              fake.eq(column, value);
              return { select: () => fake.result };
            },
          };
        },
      };
    },
  }),
}));
vi.mock("~/lib/auth", () => ({ useAuth: () => auth }));
vi.mock("~/domain/profile", () => ({ useProfile: () => ({ data: auth.profile, isPending: false }) }));
vi.mock("~/components/ui/toast", () => ({ toast }));

import { profileKeys } from "~/domain/person";
import ProfileRoute from "./profile";

const invalidate = vi.spyOn(QueryClient.prototype, "invalidateQueries");

function renderProfile() {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <ProfileRoute />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fake.result = Promise.resolve({ data: [{ id: "user-1" }], error: null });
  toast.mockReset();
  fake.update.mockReset();
  fake.eq.mockReset();
  invalidate.mockClear();
});

describe("/profil", () => {
  it("shows the initials avatar, the facts and the role in French", () => {
    renderProfile();
    expect(screen.getByText("AK")).toBeInTheDocument();
    expect(screen.getByTestId("profile-name")).toHaveTextContent("Awa Koné");
    expect(screen.getByText("awa@example.com")).toBeInTheDocument();
    expect(screen.getAllByText("Côte d'Ivoire").length).toBeGreaterThan(0);
    expect(screen.getByText("Client")).toBeInTheDocument();
    expect(screen.getByLabelText("Nom complet")).toHaveValue("Awa Koné");
  });

  it("saves the four fields with call 6, shows 'Enregistrement...' then the success toast", async () => {
    let finish!: (value: { data: unknown[]; error: null }) => void;
    fake.result = new Promise((resolve) => (finish = resolve));
    const user = userEvent.setup();
    renderProfile();
    await user.type(screen.getByLabelText("Poste"), "Cheffe de projet");
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByRole("button", { name: "Enregistrement..." })).toBeDisabled();
    expect(fake.from).toHaveBeenCalledWith("profiles");
    expect(fake.update).toHaveBeenCalledWith({
      full_name: "Awa Koné",
      company: "Orange CI",
      position: "Cheffe de projet",
      country: "Côte d'Ivoire",
    });
    expect(fake.eq).toHaveBeenCalledWith("id", "user-1");
    finish({ data: [{ id: "user-1" }], error: null });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Profil mis à jour",
        description: "Vos informations ont été enregistrées avec succès",
      }),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: profileKeys.one("user-1") });
    expect(screen.getByRole("button", { name: "Enregistrer" })).toBeEnabled();
  });

  it("shows the failure toast when the update returns an error", async () => {
    fake.result = Promise.resolve({ error: { message: "permission denied", code: "42501" } });
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Erreur",
        description: "Une erreur est survenue lors de l'enregistrement",
        variant: "destructive",
      }),
    );
    expect(invalidate).not.toHaveBeenCalled();
  });

  it("an emptied full name is refused with a field error: nothing sent, no success toast", async () => {
    const user = userEvent.setup();
    renderProfile();
    const name = screen.getByLabelText("Nom complet");
    await user.clear(name);
    await user.type(name, "   ");
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Le nom complet est obligatoire")).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(fake.update).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it("an update that changes no row (filtered by the database) shows the failure toast, not the success one", async () => {
    fake.result = Promise.resolve({ data: [], error: null });
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Erreur", variant: "destructive" })));
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: "Profil mis à jour" }));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it("has the notification toggles with their defaults and says they are not saved", () => {
    renderProfile();
    expect(screen.getByRole("switch", { name: "Nouvelles formations par email" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Actualités du réseau" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Newsletter" })).not.toBeChecked();
    expect(screen.getByText(/pas encore enregistrées/)).toBeInTheDocument();
  });
});
