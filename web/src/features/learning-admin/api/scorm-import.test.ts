import { describe, expect, it } from "vitest";
import { SCORM_MAX_BYTES, scormFileProblem, scormImportError } from "./scorm-import";

const file = (name: string, size: number) => {
  const made = new File(["x"], name, { type: "application/zip" });
  Object.defineProperty(made, "size", { value: size });
  return made;
};

describe("the SCORM import's checks and messages (decision 1064)", () => {
  it("refuses before sending what is not a zip, empty or over 100 Mo", () => {
    expect(scormFileProblem(file("cours.pdf", 10))).toBe("Choisissez l'archive .zip du paquet SCORM 1.2.");
    expect(scormFileProblem(file("paquet.zip", 0))).toBe("Ce fichier est vide.");
    expect(scormFileProblem(file("paquet.ZIP", SCORM_MAX_BYTES + 1))).toBe("Le paquet SCORM dépasse 100 Mo.");
    expect(scormFileProblem(file("paquet.zip", 1024))).toBeNull();
  });

  it("shows the function's French reason, else one that says what to do", () => {
    const refused = scormImportError(
      422,
      JSON.stringify({
        code: "invalid_scorm_package",
        error: "Le paquet SCORM n'a pas de fichier imsmanifest.xml à sa racine.",
      }),
    );
    expect(refused).toMatchObject({ code: "invalid_scorm_package", status: 422 });
    expect(refused.message).toBe("Le paquet SCORM n'a pas de fichier imsmanifest.xml à sa racine.");
    expect(scormImportError(413, "<html>too large</html>").message).toBe("Le paquet SCORM dépasse 100 Mo.");
    expect(scormImportError(0, "")).toMatchObject({ code: "unreachable" });
    expect(scormImportError(0, "").message).toContain("vérifiez la connexion");
    expect(scormImportError(502, "").message).toBe("L'import du paquet a échoué. Réessayez dans un instant.");
  });
});
