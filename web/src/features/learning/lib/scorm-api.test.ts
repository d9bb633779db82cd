import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createScormApi, timespan, type ScormCommit, type ScormStart } from "./scorm-api";

const start: ScormStart = {
  student_id: "a1b2",
  student_name: "Diallo, Awa",
  lesson_status: "not attempted",
  entry: "ab-initio",
  score_raw: null,
  score_min: null,
  score_max: null,
  lesson_location: "",
  suspend_data: "",
  total_seconds: 3725.5,
};

function api(from: Partial<ScormStart> = {}) {
  const saved: ScormCommit[] = [];
  return { api: createScormApi({ ...start, ...from }, (cmi) => saved.push(cmi)), saved };
}

describe("the SCORM 1.2 API", () => {
  it("refuses every call before LMSInitialize and after LMSFinish with 301", () => {
    const { api: scorm, saved } = api();
    expect(scorm.LMSGetValue("cmi.core.lesson_status")).toBe("");
    expect(scorm.LMSGetLastError()).toBe("301");
    expect(scorm.LMSSetValue("cmi.core.lesson_status", "passed")).toBe("false");
    expect(scorm.LMSCommit("")).toBe("false");
    expect(scorm.LMSInitialize("x")).toBe("false");
    expect(scorm.LMSGetLastError()).toBe("201");
    expect(scorm.LMSInitialize("")).toBe("true");
    expect(scorm.LMSGetLastError()).toBe("0");
    expect(scorm.LMSInitialize("")).toBe("false");
    expect(scorm.LMSGetLastError()).toBe("101");
    expect(scorm.LMSFinish("")).toBe("true");
    expect(scorm.LMSGetValue("cmi.core.student_id")).toBe("");
    expect(scorm.LMSGetLastError()).toBe("301");
    expect(scorm.LMSGetErrorString("301")).toBe("Not initialized");
    expect(scorm.LMSGetDiagnostic("")).toBe("Not initialized");
    // Finished without a status: the LMS calls the lesson completed.
    expect(saved).toEqual([expect.objectContaining({ lesson_status: "completed" })]);
  });

  it("reads who the learner is and what was saved; answers the standard's codes for each kind of element", () => {
    const { api: scorm } = api({ entry: "resume", suspend_data: "q1=b", lesson_location: "p2", score_raw: 40 });
    scorm.LMSInitialize("");
    expect(scorm.LMSGetValue("cmi.core.student_id")).toBe("a1b2");
    expect(scorm.LMSGetValue("cmi.core.student_name")).toBe("Diallo, Awa");
    expect(scorm.LMSGetValue("cmi.core.entry")).toBe("resume");
    expect(scorm.LMSGetValue("cmi.suspend_data")).toBe("q1=b");
    expect(scorm.LMSGetValue("cmi.core.lesson_location")).toBe("p2");
    expect(scorm.LMSGetValue("cmi.core.score.raw")).toBe("40");
    expect(scorm.LMSGetValue("cmi.core.score.max")).toBe("");
    expect(scorm.LMSGetValue("cmi.core.total_time")).toBe("0001:02:05.50");
    expect(scorm.LMSGetValue("cmi.core.score._children")).toBe("raw,min,max");
    const codes = (element: string) => (scorm.LMSGetValue(element), scorm.LMSGetLastError());
    expect(codes("cmi.core.session_time")).toBe("404");
    expect(codes("cmi.core.exit")).toBe("404");
    expect(codes("cmi.core.student_id._children")).toBe("202");
    expect(codes("cmi.objectives._count")).toBe("401");
    expect(codes("cmi.core.nonsense")).toBe("201");
    const sets = (element: string, value: string) => (scorm.LMSSetValue(element, value), scorm.LMSGetLastError());
    expect(sets("cmi.core.student_name", "Moi")).toBe("403");
    expect(sets("cmi.core._children", "x")).toBe("402");
    expect(sets("cmi.core.lesson_status", "not attempted")).toBe("405");
    expect(sets("cmi.core.lesson_status", "finished")).toBe("405");
    expect(sets("cmi.core.score.raw", "101")).toBe("405");
    expect(sets("cmi.core.score.raw", "abc")).toBe("405");
    expect(sets("cmi.core.session_time", "2 minutes")).toBe("405");
    expect(sets("cmi.suspend_data", "x".repeat(4097))).toBe("405");
    expect(sets("cmi.interactions.0.id", "q1")).toBe("401");
    expect(sets("cmi.core.score.raw", "72.5")).toBe("0");
    expect(scorm.LMSGetValue("cmi.core.score.raw")).toBe("72.5");
  });

  it("saves on commit and finish, counting a session's time once", () => {
    const { api: scorm, saved } = api();
    scorm.LMSInitialize("");
    scorm.LMSSetValue("cmi.core.lesson_status", "incomplete");
    scorm.LMSSetValue("cmi.core.session_time", "00:01:00");
    expect(scorm.LMSCommit("")).toBe("true");
    scorm.LMSSetValue("cmi.core.lesson_status", "failed");
    expect(scorm.LMSFinish("")).toBe("true");
    expect(saved).toEqual([
      expect.objectContaining({ lesson_status: "incomplete", session_time: "00:01:00", score_raw: null }),
      expect.objectContaining({ lesson_status: "failed", session_time: "" }),
    ]);
  });

  it("runs the test package of tests/fixtures/scorm-1.2 to « passed », 85/100", () => {
    const html = readFileSync(path.resolve(__dirname, "../../../../../tests/fixtures/scorm-1.2/index.html"), "utf8");
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const { api: scorm, saved } = api();
    const status = { textContent: "" };
    const parent = { API: scorm, parent: null as unknown };
    parent.parent = parent;
    const frame = { API: null, parent };
    new Function("window", "document", script)(frame, { getElementById: () => status });
    expect(status.textContent).toBe("Terminé : 85/100 (Diallo, Awa)");
    expect(saved.at(-1)).toEqual({
      lesson_status: "passed",
      score_raw: 85,
      score_min: 0,
      score_max: 100,
      lesson_location: "page-1",
      suspend_data: "q1=b;q2=a",
      session_time: "",
    });
    expect(saved[0]).toMatchObject({ session_time: "00:02:30" });
  });

  it("writes a time span as HHHH:MM:SS.SS", () => {
    expect(timespan(0)).toBe("0000:00:00");
    expect(timespan(150)).toBe("0000:02:30");
  });
});
