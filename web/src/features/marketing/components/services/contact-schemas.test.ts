import { describe, expect, it } from "vitest";
import { quickContactSchema, serviceRequestSchema } from "./contact-schemas";

describe("quickContactSchema", () => {
  it("accepts a complete message and trims it", () => {
    const parsed = quickContactSchema.parse({
      name: "  Awa Diallo ",
      email: "awa@exemple.sn",
      message: "Bonjour, je souhaite un devis.",
    });
    expect(parsed.name).toBe("Awa Diallo");
  });

  it("explains each problem in French", () => {
    const result = quickContactSchema.safeParse({ name: " ", email: "awa@", message: "Court" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      name: "Veuillez indiquer votre nom.",
      email: "Veuillez saisir une adresse e-mail valide (par exemple nom@entreprise.com).",
      message: "Votre message doit contenir au moins 10 caractères.",
    });
  });

  it("asks for a missing e-mail rather than calling it invalid", () => {
    const result = quickContactSchema.safeParse({ name: "Awa", email: "", message: "Bonjour, un devis svp." });
    expect(result.error!.issues[0].message).toBe("Veuillez indiquer votre adresse e-mail.");
  });
});

describe("serviceRequestSchema", () => {
  it("keeps the service and makes the company optional", () => {
    const values = {
      service: "Coaching",
      name: "Awa",
      email: "awa@exemple.sn",
      company: "",
      message: "Un accompagnement pour mon équipe.",
    };
    expect(serviceRequestSchema.parse(values)).toEqual(values);
  });
});
