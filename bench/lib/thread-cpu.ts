// Where a process's CPU went, thread by thread (Linux: /proc/<pid>/task/*/stat), for the sign-in bench's account of
// the journey (issue 46 item 4, decision 1168): the event loop, PGlite's thread, the hashing threads, libuv's pool.
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks a second of /proc's utime and stime (USER_HZ: 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) of every thread of `pid` now, by role: the main thread (« event loop »), the niced
 * threads summed (« hashing »: the password pool runs at nice 10, decision 1057), and each other thread by its id
 * (Node names every thread « node »; the busiest of them under the server is PGlite's). Empty off Linux.
 */
export function threadCpu(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return byName;
  }
  for (const tid of tasks) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
    } catch {
      continue; // the thread ended meanwhile
    }
    // "tid (name) state ppid …": the name may hold spaces, so the fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const nice = Number(fields[16]);
    const name = tid === String(pid) ? "event loop" : nice > 0 ? "hashing" : `thread ${tid}`;
    const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    byName.set(name, (byName.get(name) ?? 0) + seconds);
  }
  return byName;
}

/** What each name spent between two readings, in cores (CPU seconds over `wallSeconds`), largest first. */
export function coresBetween(
  before: Map<string, number>,
  after: Map<string, number>,
  wallSeconds: number,
): [string, number][] {
  return [...after]
    .map(([name, seconds]): [string, number] => [name, (seconds - (before.get(name) ?? 0)) / wallSeconds])
    .filter(([, cores]) => cores > 0.005)
    .sort((a, b) => b[1] - a[1]);
}
