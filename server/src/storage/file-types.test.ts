import { describe, expect, it } from "vitest";
import { DOC, DOCX, PDF, describeContent, sniffDocumentType } from "./file-types";
import { isValidObjectName } from "./object-keys";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...new TextEncoder().encode(part)] : part)));

describe("sniffDocumentType", () => {
  it("recognises PDF, DOC and DOCX by their first bytes", () => {
    expect(sniffDocumentType(bytes("%PDF-1.4\n"))).toBe(PDF);
    expect(sniffDocumentType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], "rest"))).toBe(DOC);
    expect(sniffDocumentType(bytes([0x50, 0x4b, 0x03, 0x04], "[Content_Types].xml", "word/document.xml"))).toBe(DOCX);
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
