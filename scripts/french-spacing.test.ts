import { describe, expect, it } from "vitest";
import { applyEdits, frenchSpacingEdits, frenchSpacingFindings, interfaceFiles } from "./french-spacing";

// Issue 48 item 5 (decision 1140): the interface's own text has no ordinary space before « : ; ! ? » nor inside « ».
const NBSP = "\u00a0";
const NNBSP = "\u202f";
const respaced = (source: string, file = "sample.tsx") => applyEdits(source, frenchSpacingEdits(file, source));

describe("French spacing in the interface's text", () => {
  it("holds in every source file of web/src (run `npx tsx scripts/french-spacing.ts` to respace)", () => {
    expect(interfaceFiles().length).toBeGreaterThan(500);
    expect(frenchSpacingFindings()).toEqual([]);
  });

  it("respaces JSX text, attributes, strings and template parts", () => {
    const source = [
      `const a = <dt className="sr-only">Dates : </dt>;`,
      `const b = <Section title="Une question ?" />;`,
      "const c = `Votre demande « ${title} » est reçue ; merci !`;",
      "const d = `${label} : ${value}`;",
      `const e = <p>L'inscription à « {title} » sera annulée.</p>;`,
    ].join("\n");
    expect(respaced(source)).toBe(
      [
        `const a = <dt className="sr-only">Dates${NBSP}: </dt>;`,
        `const b = <Section title="Une question${NNBSP}?" />;`,
        `const c = \`Votre demande «${NBSP}\${title}${NBSP}» est reçue${NNBSP}; merci${NNBSP}!\`;`,
        `const d = \`\${label}${NBSP}: \${value}\`;`,
        `const e = <p>L'inscription à «${NBSP}{title}${NBSP}» sera annulée.</p>;`,
      ].join("\n"),
    );
  });

  it("leaves code, CSS, URLs, patterns, imports, strings without words and marked copies alone", () => {
    const source = [
      `import { x } from "./a ?b";`,
      `const a = ready ? "Prêt" : "Pas prêt";`,
      `const b = "color: red !important";`,
      `const c = "a :hover";`,
      `const d = "https://exemple.org/?page=2";`,
      `const e = new RegExp("Total :");`,
      `const f = line.split(" : ");`,
      `const g = "Déjà bien${NBSP}: rien à faire${NNBSP}?";`,
      "// french-spacing: as written — the database writes the same default",
      `export const h = "Le devis accepté vaut commande ; une convention suit.";`,
    ].join("\n");
    expect(frenchSpacingEdits("sample.ts", source)).toEqual([]);
  });

  it("reads .ts files as TypeScript, not JSX (a generic arrow is not text)", () => {
    const source = `const pick = <T,>(value: T | T[]) => (Array.isArray(value) ? value[0] : value);`;
    expect(frenchSpacingEdits("sample.ts", source)).toEqual([]);
  });

  it('respaces the `{" "}` prettier writes at a line break, and only it', () => {
    const before = [
      "<p>",
      `  {time}{" "}`,
      "  : elle se met à jour.",
      "  Voir «",
      `  {" "}`,
      "  <b>Mes formations</b> »",
      "</p>",
    ];
    const after = respaced(before.join("\n"));
    expect(after).toBe(
      [
        "<p>",
        `  {time}{"${NBSP}"}`,
        "  : elle se met à jour.",
        "  Voir «",
        `  {"${NBSP}"}`,
        `  <b>Mes formations</b>${NBSP}»`,
        "</p>",
      ].join("\n"),
    );
    expect(frenchSpacingEdits("sample.tsx", after)).toEqual([]);
  });
});
