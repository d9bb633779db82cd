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
