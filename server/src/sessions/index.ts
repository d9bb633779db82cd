export { cancel, enrol, joinWaitlist, leaveWaitlist } from "./enrolment-functions";
export { registerSessionJobs } from "./session-jobs";
export { convocationFunction } from "./convocation-function";
