import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormField } from "./field";
import { Input } from "./input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

describe("FormField", () => {
  it("labels its control and wires hint, error and required state", () => {
    render(
      <FormField label="Adresse email" hint="Nous ne la partageons jamais." error="Adresse invalide" required>
        <Input type="email" />
      </FormField>,
    );
    const input = screen.getByLabelText("Adresse email");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAttribute("aria-required", "true");
    expect(input).toHaveAccessibleDescription("Nous ne la partageons jamais. Adresse invalide");
  });

  it("leaves a valid optional control unmarked", () => {
    render(
      <FormField label="Téléphone">
        <Input type="tel" />
      </FormField>,
    );
    const input = screen.getByLabelText("Téléphone");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-required");
  });

  it("labels a select trigger placed inside it", () => {
    render(
      <FormField label="Sujet" error="Choisissez un sujet">
        <Select>
          <SelectTrigger>
            <SelectValue placeholder="Choisir" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="a">A</SelectItem>
          </SelectContent>
        </Select>
      </FormField>,
    );
    const trigger = screen.getByRole("combobox", { name: "Sujet" });
    expect(trigger).toHaveAttribute("aria-invalid", "true");
    expect(trigger).toHaveAccessibleDescription("Choisissez un sujet");
  });
});
