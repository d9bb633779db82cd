import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PDF_BRAND_PATH, buildPdfBrand } from "./pdf-brand";

describe("the PDFs' font and logo (decision 1048)", () => {
  it("are the module the script writes (run `npm run pdf:brand` after changing the Inter subset or the logo)", async () => {
    expect(await buildPdfBrand()).toBe(readFileSync(PDF_BRAND_PATH, "utf8"));
  });
});
