export { registerSessionJobs } from "./session-jobs";
export { convocationFunction } from "./convocation-function";
