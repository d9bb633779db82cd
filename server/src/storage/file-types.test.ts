import { describe, expect, it } from "vitest";
import { strToU8, zipSync } from "fflate";
import { DOC, DOCM, DOCX, PDF, describeContent, sniffDocumentType } from "./file-types";
import { isValidObjectName } from "./object-keys";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...new TextEncoder().encode(part)] : part)));

const CONTENT_TYPES = (mainType = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml") =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${mainType}"/></Types>`;

/** A Word document as Word writes one: a real ZIP archive (fflate), with the parts given. */
const wordZip = (parts: Record<string, string | Uint8Array> = {}) =>
  zipSync(
    Object.fromEntries(
      Object.entries({
        "[Content_Types].xml": CONTENT_TYPES(),
        "word/document.xml": "<w:document><w:body><w:p/></w:body></w:document>",
        ...parts,
      }).map(([name, content]) => [name, typeof content === "string" ? strToU8(content) : content]),
    ),
  );

describe("sniffDocumentType", () => {
  it("recognises PDF, DOC and a real Word archive", () => {
    expect(sniffDocumentType(bytes("%PDF-1.4\n"))).toBe(PDF);
    expect(sniffDocumentType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], "rest"))).toBe(DOC);
    expect(sniffDocumentType(wordZip())).toBe(DOCX);
    expect(sniffDocumentType(wordZip({ "word/embeddings/chart.xlsx": wordZip() }))).toBe(DOCX);
  });

  it("refuses executables, other ZIPs and text whatever their name", () => {
    expect(sniffDocumentType(bytes("MZ", [0x90, 0]))).toBeUndefined();
    expect(describeContent(bytes("MZ", [0x90, 0]))).toBe("application/x-msdownload");
    expect(
      sniffDocumentType(bytes([0x50, 0x4b, 0x03, 0x04], "[Content_Types].xml", "xl/workbook.xml")),
    ).toBeUndefined();
    expect(sniffDocumentType(bytes(" %PDF-1.4"))).toBeUndefined();
    expect(sniffDocumentType(bytes(""))).toBeUndefined();
  });

  it("opens the archive instead of looking for names in its bytes (issue 24 item 5)", () => {
    // The names alone, as the old substring check accepted them.
    const fake = bytes([0x50, 0x4b, 0x03, 0x04], "[Content_Types].xml<Types/>PK", [3, 4], "word/document.xml");
    expect(sniffDocumentType(fake)).toBeUndefined();
    // A ZIP with the right names but no Word main part declared, or without word/document.xml.
    expect(sniffDocumentType(wordZip({ "[Content_Types].xml": "<Types/>" }))).toBeUndefined();
    expect(
      sniffDocumentType(zipSync({ "[Content_Types].xml": strToU8(CONTENT_TYPES()), "word/x.xml": strToU8("") })),
    ).toBeUndefined();
    expect(describeContent(wordZip({ "[Content_Types].xml": "<Types/>" }))).toBe("application/zip");
  });

  it("refuses macros and embedded executables", () => {
    const macros = wordZip({ "word/vbaProject.bin": new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]) });
    expect(sniffDocumentType(macros)).toBeUndefined();
    expect(describeContent(macros)).toBe(DOCM);
    const macroType = wordZip({
      "[Content_Types].xml": CONTENT_TYPES("application/vnd.ms-word.document.macroEnabled.main+xml"),
    });
    expect(sniffDocumentType(macroType)).toBeUndefined();
    expect(describeContent(macroType)).toBe(DOCM);
    const mz = new Uint8Array([0x4d, 0x5a, 0x90, 0, ...strToU8("This program cannot be run in DOS mode")]);
    for (const parts of <Record<string, Uint8Array>[]>[
      { "word/embeddings/setup.exe": mz },
      { "word/embeddings/oleObject1.bin": mz },
      { "word/embeddings/oleObject2.bin": new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0, ...mz]) },
    ]) {
      expect(sniffDocumentType(wordZip(parts)), Object.keys(parts)[0]).toBeUndefined();
      expect(describeContent(wordZip(parts))).toBe("application/x-msdownload");
    }
  });
});

describe("isValidObjectName", () => {
  it("accepts Storage's key characters and refuses traversal, empty segments and anything else", () => {
    expect(isValidObjectName("applications/0b9e/CV-Awa_Kone (2).pdf")).toBe(true);
    for (const bad of [
      "",
      "../x.pdf",
      "a/../../x",
      "a/./x",
      "a//x",
      "/x",
      "a\\..\\x",
      "CV Koné.pdf",
      "x#y.pdf",
      "x%2e.pdf",
      "a\u0000.pdf",
      "x".repeat(1025),
    ]) {
      expect(isValidObjectName(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
