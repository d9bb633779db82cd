import { beforeEach, describe, expect, it, vi } from "vitest";
import { SEND_FAILURE_MESSAGES } from "../lib/send-errors";
import { safeFileName, uploadCv } from "./upload-cv";

const upload = vi.hoisted(() => vi.fn());
const bucket = vi.hoisted(() => vi.fn(() => ({ upload })));
vi.mock("~/lib/supabase", () => ({ getSupabase: async () => ({ storage: { from: bucket } }) }));

const pdf = () => new File(["%PDF-1.7"], "CV Aïcha N'Diaye.pdf", { type: "application/pdf" });

describe("safeFileName", () => {
  it("keeps letters, digits, dots and dashes, dropping accents and path tricks", () => {
    expect(safeFileName("CV Aïcha N'Diaye.pdf")).toBe("CV-Aicha-N-Diaye.pdf");
    expect(safeFileName("../../etc/passwd")).toBe("etc-passwd");
    expect(safeFileName("***")).toBe("cv");
  });
});

describe("uploadCv", () => {
  beforeEach(() => upload.mockReset());

  it("uploads into the private cv bucket under applications/<uuid>/ without overwriting", async () => {
    upload.mockResolvedValue({ data: { path: "x" }, error: null });
    const result = await uploadCv(pdf());
    expect(bucket).toHaveBeenCalledWith("cv");
    const [path, file, options] = upload.mock.calls[0];
    expect(path).toMatch(/^applications\/[0-9a-f-]{36}\/CV-Aicha-N-Diaye\.pdf$/);
    expect(file).toBeInstanceOf(File);
    expect(options).toEqual({ contentType: "application/pdf", upsert: false });
    expect(result).toEqual({ path, name: "CV Aïcha N'Diaye.pdf" });
  });

  it("says the file was refused when the backend rejects its content or size", async () => {
    upload.mockResolvedValue({ data: null, error: { message: "Unsupported", status: 415 } });
    await expect(uploadCv(pdf())).rejects.toThrow(SEND_FAILURE_MESSAGES.cvRefused);
    upload.mockResolvedValue({ data: null, error: { message: "Too large", status: 413 } });
    await expect(uploadCv(pdf())).rejects.toThrow(SEND_FAILURE_MESSAGES.cvRefused);
  });

  it("gives the rate-limit message on 429 and the generic one otherwise", async () => {
    upload.mockResolvedValue({ data: null, error: { message: "slow down", status: 429 } });
    await expect(uploadCv(pdf())).rejects.toThrow(SEND_FAILURE_MESSAGES.rateLimited);
    upload.mockRejectedValueOnce(new TypeError("fetch failed"));
    await expect(uploadCv(pdf())).rejects.toThrow(SEND_FAILURE_MESSAGES.failed);
  });
});
