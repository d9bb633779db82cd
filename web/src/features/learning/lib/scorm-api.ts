/**
 * The SCORM 1.2 run-time API a package calls (decision 1025): `window.API` with the eight LMS functions, answering
 * strings as the standard says, with its error codes. The data model kept is what the site records
 * (public.scorm_attempts): lesson status, score, location, suspend data, session time; the rest of cmi.* that SCORM
 * 1.2 names but the site does not keep answers 401 (not implemented). LMSCommit and LMSFinish hand the data to
 * `save` (the RPC scorm_commit) and answer at once, as SCORM's calls are synchronous.
 */

/** What the site hands the package when it starts (scorm_launch / scorm_attempt). */
export interface ScormStart {
  student_id: string;
  student_name: string;
  lesson_status: string;
  entry: string;
  score_raw: number | null;
  score_min: number | null;
  score_max: number | null;
  lesson_location: string;
  suspend_data: string;
  total_seconds: number;
}

/** What a commit saves (the RPC's p_cmi). */
export type ScormCommit = {
  lesson_status: string;
  score_raw: number | null;
  score_min: number | null;
  score_max: number | null;
  lesson_location: string;
  suspend_data: string;
  session_time: string;
};

export interface ScormApi {
  LMSInitialize(parameter: string): "true" | "false";
  LMSFinish(parameter: string): "true" | "false";
  LMSGetValue(element: string): string;
  LMSSetValue(element: string, value: string): "true" | "false";
  LMSCommit(parameter: string): "true" | "false";
  LMSGetLastError(): string;
  LMSGetErrorString(code: string): string;
  LMSGetDiagnostic(code: string): string;
}

export const SCORM_ERRORS: Record<string, string> = {
  "0": "No error",
  "101": "General exception",
  "201": "Invalid argument error",
  "202": "Element cannot have children",
  "203": "Element not an array - cannot have count",
  "301": "Not initialized",
  "401": "Not implemented error",
  "402": "Invalid set value, element is a keyword",
  "403": "Element is read only",
  "404": "Element is write only",
  "405": "Incorrect data type",
};

const STATUSES = ["passed", "completed", "failed", "incomplete", "browsed"];
const EXITS = ["time-out", "suspend", "logout", ""];
const TIMESPAN = /^[0-9]{2,4}:[0-9]{2}:[0-9]{2}(\.[0-9]{1,2})?$/;
const DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;
/** Elements SCORM 1.2 defines that the site does not keep. */
const NOT_KEPT = /^cmi\.(comments|comments_from_lms|objectives|student_data|student_preference|interactions)(\.|$)/;

/** Seconds as a CMITimespan (HHHH:MM:SS.SS). */
export function timespan(seconds: number): string {
  const whole = Math.max(0, Math.min(seconds, 9999 * 3600 + 3599.99));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole - hours * 3600 - minutes * 60;
  const pad = (value: number, width: number) => String(value).padStart(width, "0");
  const fraction = Math.round((rest % 1) * 100);
  return `${pad(hours, 4)}:${pad(minutes, 2)}:${pad(Math.floor(rest), 2)}${fraction ? `.${pad(fraction, 2)}` : ""}`;
}

export function createScormApi(start: ScormStart, save: (cmi: ScormCommit) => void): ScormApi {
  let state: "new" | "running" | "finished" = "new";
  let lastError = "0";
  const data = {
    lesson_status: start.lesson_status || "not attempted",
    score_raw: start.score_raw === null ? "" : String(start.score_raw),
    score_min: start.score_min === null ? "" : String(start.score_min),
    score_max: start.score_max === null ? "" : String(start.score_max),
    lesson_location: start.lesson_location,
    suspend_data: start.suspend_data,
    exit: "",
    session_time: "",
  };
  let statusSet = false;

  const fail = (code: string) => {
    lastError = code;
    return code;
  };
  const ok = <T>(value: T): T => {
    lastError = "0";
    return value;
  };
  const number = (value: string) => (value === "" ? null : Number(value));

  function commit() {
    save({
      lesson_status: data.lesson_status,
      score_raw: number(data.score_raw),
      score_min: number(data.score_min),
      score_max: number(data.score_max),
      lesson_location: data.lesson_location,
      suspend_data: data.suspend_data,
      session_time: data.session_time,
    });
    // A session's time counts once: the next commit adds nothing unless the package sets it again.
    data.session_time = "";
  }

  const readers: Record<string, () => string> = {
    "cmi._version": () => "3.4",
    "cmi.core._children": () =>
      "student_id,student_name,lesson_location,credit,lesson_status,entry,score,total_time,lesson_mode,exit,session_time",
    "cmi.core.student_id": () => start.student_id,
    "cmi.core.student_name": () => start.student_name,
    "cmi.core.lesson_location": () => data.lesson_location,
    "cmi.core.credit": () => "credit",
    "cmi.core.lesson_status": () => data.lesson_status,
    "cmi.core.entry": () => start.entry,
    "cmi.core.score._children": () => "raw,min,max",
    "cmi.core.score.raw": () => data.score_raw,
    "cmi.core.score.min": () => data.score_min,
    "cmi.core.score.max": () => data.score_max,
    "cmi.core.total_time": () => timespan(start.total_seconds),
    "cmi.core.lesson_mode": () => "normal",
    "cmi.suspend_data": () => data.suspend_data,
    "cmi.launch_data": () => "",
  };
  const writeOnly = new Set(["cmi.core.exit", "cmi.core.session_time"]);
  const score = (value: string) => value === "" || (DECIMAL.test(value) && Number(value) >= 0 && Number(value) <= 100);
  const writers: Record<string, (value: string) => boolean> = {
    "cmi.core.lesson_location": (value) => value.length <= 255 && ((data.lesson_location = value), true),
    "cmi.core.lesson_status": (value) => STATUSES.includes(value) && ((data.lesson_status = value), (statusSet = true)),
    "cmi.core.score.raw": (value) => score(value) && ((data.score_raw = value), true),
    "cmi.core.score.min": (value) => score(value) && ((data.score_min = value), true),
    "cmi.core.score.max": (value) => score(value) && ((data.score_max = value), true),
    "cmi.core.exit": (value) => EXITS.includes(value) && ((data.exit = value), true),
    "cmi.core.session_time": (value) => TIMESPAN.test(value) && ((data.session_time = value), true),
    "cmi.suspend_data": (value) => value.length <= 4096 && ((data.suspend_data = value), true),
  };

  /** The error of an element neither read nor written here: a keyword, not an array, not kept, or unknown. */
  function unknown(element: string): string {
    if (NOT_KEPT.test(element)) return "401";
    if (element.endsWith("._children")) return "202";
    if (element.endsWith("._count")) return "203";
    return "201";
  }

  return {
    LMSInitialize(parameter) {
      if (parameter !== "") return (fail("201"), "false");
      if (state !== "new") return (fail("101"), "false");
      state = "running";
      return ok("true");
    },
    LMSFinish(parameter) {
      if (parameter !== "") return (fail("201"), "false");
      if (state !== "running") return (fail("301"), "false");
      // A package that never set a status has been seen through: SCORM 1.2 lets the LMS call it completed.
      if (!statusSet && data.lesson_status === "not attempted") data.lesson_status = "completed";
      commit();
      state = "finished";
      return ok("true");
    },
    LMSGetValue(element) {
      if (state !== "running") return (fail("301"), "");
      const read = readers[element];
      if (read) return ok(read());
      if (writeOnly.has(element)) return (fail("404"), "");
      return (fail(unknown(element)), "");
    },
    LMSSetValue(element, value) {
      if (state !== "running") return (fail("301"), "false");
      const write = writers[element];
      if (!write) {
        if (element.endsWith("._children") || element.endsWith("._count") || element === "cmi._version")
          return (fail("402"), "false");
        if (readers[element]) return (fail("403"), "false");
        return (fail(unknown(element)), "false");
      }
      return write(String(value)) ? ok("true") : (fail("405"), "false");
    },
    LMSCommit(parameter) {
      if (parameter !== "") return (fail("201"), "false");
      if (state !== "running") return (fail("301"), "false");
      commit();
      return ok("true");
    },
    LMSGetLastError: () => lastError,
    LMSGetErrorString: (code) => SCORM_ERRORS[String(code)] ?? "",
    LMSGetDiagnostic: (code) => SCORM_ERRORS[String(code) === "" ? lastError : String(code)] ?? "",
  };
}
