import { expect } from "chai";
import { countSegments, fitSegments, isGsm7, toGsm7 } from "./segments.ts";

Deno.test("GSM-7 texts take 160 characters in one segment, then 153 each; the extension table counts two", () => {
  expect(countSegments("a".repeat(160))).to.deep.equal({ encoding: "GSM-7", units: 160, segments: 1 });
  expect(countSegments("a".repeat(161))).to.deep.equal({ encoding: "GSM-7", units: 161, segments: 2 });
  expect(countSegments("a".repeat(307)).segments).to.equal(3);
  expect(countSegments("€".repeat(80))).to.deep.equal({ encoding: "GSM-7", units: 160, segments: 1 });
  expect(countSegments(`${"€".repeat(80)}a`).segments).to.equal(2);
});

Deno.test("one letter outside GSM-7 makes the whole text UCS-2: 70 units, then 67 each", () => {
  expect(isGsm7("Tête")).to.equal(false);
  expect(countSegments("ê".repeat(70))).to.deep.equal({ encoding: "UCS-2", units: 70, segments: 1 });
  expect(countSegments("ê".repeat(71)).segments).to.equal(2);
  expect(countSegments("😀").units).to.equal(2);
});

Deno.test("French letters GSM-7 lacks are written with the nearest one; é, è and à are kept", () => {
  expect(toGsm7("Tête-à-tête « Noël » — coût : 5 000 F")).to.equal('Tete-à-tete "Noel" - cout : 5 000 F');
  expect(toGsm7("œuvre, déjà, élève")).to.equal("oeuvre, déjà, élève");
  expect(isGsm7(toGsm7("Ça coûte où ? Île, château, aîné"))).to.equal(true);
});

Deno.test("a long title is shortened with ... so the text stays within two segments", () => {
  const build = (title: string) => `Rappel : votre formation ${title} commence demain a 9h. Repondez STOP pour arreter.`;
  const short = fitSegments(build, "Gestion de projet");
  expect(short).to.equal(build("Gestion de projet"));
  const long = fitSegments(build, `Maîtrise ${"des projets complexes ".repeat(20)}`);
  expect(countSegments(long).segments).to.be.at.most(2);
  expect(countSegments(long).encoding).to.equal("GSM-7");
  expect(long).to.match(/^Rappel : votre formation Maitrise des projets .+\.\.\. commence demain/);
});
