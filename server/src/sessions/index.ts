export { registerSessionJobs } from "./session-jobs";
