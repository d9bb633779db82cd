import { describe, expect, it } from "vitest";
import { backend, http, json, setupFakeBackend, storageUpload } from "~/test";
import { SEND_FAILURE_MESSAGES } from "../lib/send-errors";
import { safeFileName, uploadCv } from "./upload-cv";

setupFakeBackend();
const refusal = (status: number) =>
  http(
    "POST",
    /^\/storage\/v1\/object\/cv\//,
    () => json({ statusCode: String(status), error: "Error", message: "Refusé" }, status),
    1,
  );

const pdf = () => new File(["%PDF-1.7"], "CV Aïcha N'Diaye.pdf", { type: "application/pdf" });

describe("safeFileName", () => {
  it("keeps letters, digits, dots and dashes, dropping accents and path tricks", () => {
    expect(safeFileName("CV Aïcha N'Diaye.pdf")).toBe("CV-Aicha-N-Diaye.pdf");
    expect(safeFileName("../../etc/passwd")).toBe("etc-passwd");
    expect(safeFileName("***")).toBe("cv");
  });
});

describe("uploadCv", () => {
  it("uploads into the private cv bucket under applications/<uuid>/ without overwriting", async () => {
    backend.use(storageUpload("cv"));
    const result = await uploadCv(pdf());
    const [upload] = backend.requestsTo(/^\/storage\/v1\/object\//);
    expect(upload!.method).toBe("POST");
    const path = decodeURIComponent(upload!.path.replace("/storage/v1/object/cv/", ""));
    expect(path).toMatch(/^applications\/[0-9a-f-]{36}\/CV-Aicha-N-Diaye\.pdf$/);
    expect(upload!.headers.get("x-upsert")).toBe("false");
    // The file part (Node's own File class here, not jsdom's: compare by shape).
    const sent = [...(upload!.body as FormData).values()].find((value): value is File => typeof value !== "string");
    expect(sent?.type).toBe("application/pdf");
    expect(await sent?.text()).toBe("%PDF-1.7");
    expect(result).toEqual({ path, name: "CV Aïcha N'Diaye.pdf" });
  });

  it("says the file was refused when the backend rejects its content or size", async () => {
    backend.use(refusal(415));
    await expect(uploadCv(pdf())).rejects.toThrow(SEND_FAILURE_MESSAGES.cvRefused);
    backend.use(refusal(413));
    await expect(uploadCv(pdf())).rejects.toThrow(SEND_FAILURE_MESSAGES.cvRefused);
  });

  it("gives the rate-limit message on 429 and the generic one otherwise", async () => {
    backend.use(refusal(429));
    await expect(uploadCv(pdf())).rejects.toThrow(SEND_FAILURE_MESSAGES.rateLimited);
    backend.use(http("POST", /^\/storage\/v1\/object\/cv\//, () => Promise.reject(new TypeError("fetch failed")), 1));
    await expect(uploadCv(pdf())).rejects.toThrow(SEND_FAILURE_MESSAGES.failed);
  });
});
