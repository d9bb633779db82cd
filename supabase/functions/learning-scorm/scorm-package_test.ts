import { expect } from "chai";
import { strToU8, zipSync } from "fflate";
import { manifestLaunch, readScormPackage, safeEntryPath, SCORM_LIMITS, scormContentType } from "./scorm-package.ts";

const manifest = (body: string) => `<?xml version="1.0"?><manifest identifier="m" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">${body}</manifest>`;
const twoOrganisations = manifest(`
  <organizations default="org-2">
    <organization identifier="org-1"><title>Autre</title><item identifierref="r-1"/></organization>
    <organization identifier="org-2"><title>Risques &amp; planning</title><item identifierref="r-2"/></organization>
  </organizations>
  <resources>
    <resource identifier="r-1" adlcp:scormtype="sco" href="autre/index.html"/>
    <resource identifier="r-2" adlcp:scormtype="sco" href="module/start.html?lang=fr"/>
  </resources>`);

const zip = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));

Deno.test("the launch page is the default organisation's first item, with its title", () => {
  expect(manifestLaunch(twoOrganisations)).to.deep.equal({ href: "module/start.html?lang=fr", title: "Risques & planning" });
});

Deno.test("without organisations the first SCO resource with an href launches; none at all is null", () => {
  const onlyResources = manifest(
    `<resources><resource identifier="a" adlcp:scormtype="asset" href="style.css"/><resource identifier="b" adlcp:scormtype="sco" href="sco.html"/></resources>`,
  );
  expect(manifestLaunch(onlyResources)).to.deep.equal({ href: "sco.html", title: null });
  expect(manifestLaunch(manifest("<resources/>"))).to.equal(null);
});

Deno.test("a package's paths stay inside the lesson's folder", () => {
  for (const safe of ["index.html", "module/a b/é.js", "a/b/c.png"]) expect(safeEntryPath(safe), safe).to.equal(safe);
  for (const unsafe of ["", "/etc/passwd", "../up.html", "a/../../b", "./a", "a\\b", "C:/x", "a//b", "a\u0000b", "x".repeat(201)])
    expect(safeEntryPath(unsafe), JSON.stringify(unsafe)).to.equal(null);
});

Deno.test("a well-formed package is read with its launch page and files", () => {
  const read = readScormPackage(
    zip({ "imsmanifest.xml": twoOrganisations, "module/start.html": "<p>Bonjour</p>", "autre/index.html": "" }),
  );
  expect(read).to.have.property("launch", "module/start.html?lang=fr");
  if (!("launch" in read)) throw new Error("refused");
  expect(read.title).to.equal("Risques & planning");
  expect([...read.files.keys()].sort()).to.deep.equal(["autre/index.html", "imsmanifest.xml", "module/start.html"]);
  expect(new TextDecoder().decode(read.files.get("module/start.html"))).to.equal("<p>Bonjour</p>");
});

Deno.test("a package is refused in French when it is not a zip, has no manifest, misses its launch page or escapes", () => {
  const refused = (bytes: Uint8Array, limits: Record<keyof typeof SCORM_LIMITS, number> = SCORM_LIMITS) => {
    const read = readScormPackage(bytes, limits);
    return "refused" in read ? read.refused : null;
  };
  expect(refused(strToU8("not a zip"))).to.equal("Le paquet SCORM doit être une archive zip.");
  expect(refused(zip({ "index.html": "" }))).to.equal("Le paquet SCORM n'a pas de fichier imsmanifest.xml à sa racine.");
  expect(refused(zip({ "imsmanifest.xml": twoOrganisations }))).to.equal(
    "La page de lancement du paquet SCORM est absente de l'archive.",
  );
  expect(refused(zip({ "imsmanifest.xml": twoOrganisations, "module/start.html": "", "../evil.js": "" }))).to.match(
    /chemin refusé/,
  );
  const small = { ...SCORM_LIMITS, maxEntries: 2 };
  expect(refused(zip({ "imsmanifest.xml": twoOrganisations, "module/start.html": "", "c.js": "" }), small)).to.equal(
    "Le paquet SCORM contient plus de 2 fichiers.",
  );
  const tiny = { ...SCORM_LIMITS, maxUnpackedBytes: 1024 * 1024 };
  expect(refused(zip({ "imsmanifest.xml": twoOrganisations, "module/start.html": "x".repeat(1024 * 1024) }), tiny)).to.match(
    /décompressé dépasse 1 Mo/,
  );
});

Deno.test("a package's files are served with their type by extension", () => {
  expect(scormContentType("module/START.HTML")).to.equal("text/html; charset=utf-8");
  expect(scormContentType("a/b.woff2")).to.equal("font/woff2");
  expect(scormContentType("noextension")).to.equal("application/octet-stream");
});
