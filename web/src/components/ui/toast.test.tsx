import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast } from "./toast";
import { Toaster } from "./toaster";

describe("toast", () => {
  it("shows a default toast with its description", async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Profil mis à jour", description: "Vos informations ont été enregistrées avec succès" });
    });
    expect(await screen.findByText("Profil mis à jour")).toBeInTheDocument();
    expect(screen.getByText("Vos informations ont été enregistrées avec succès")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("announces a destructive toast as an alert, styled as an error", async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Connexion requise", description: "Veuillez vous connecter", variant: "destructive" });
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Connexion requise");
    expect(alert.closest("[data-sonner-toast]")).toHaveAttribute("data-type", "error");
  });
});
