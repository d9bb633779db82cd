import { readFile } from "node:fs/promises";

/** What one request may use before the platform stops it (Supabase's Edge Functions limits; decision 0994). */
export interface WorkerLimits {
  /** CPU time of one request (the platform: 2 s); over it the worker is stopped and the request answered 546. */
  cpuMs: number;
  /** Memory of the worker (the platform: 256 MB); over it, the same. */
  memoryBytes: number;
  /** Time without an answer (the platform: 150 s); then 504, the worker keeps serving the others. */
  idleTimeoutMs: number;
}

export const PLATFORM_LIMITS: WorkerLimits = { cpuMs: 2_000, memoryBytes: 256 * 1024 * 1024, idleTimeoutMs: 150_000 };

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** A process's CPU time (user + system) in ms, from /proc; undefined where there is no /proc (macOS, Windows). */
export async function readCpuMs(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** A process's resident memory in bytes, from /proc; undefined where there is none. */
export async function readRssBytes(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kib === undefined ? undefined : Number(kib) * 1024;
  } catch {
    return undefined;
  }
}
