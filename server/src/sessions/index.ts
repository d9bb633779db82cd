export { cancel, enrol, joinWaitlist } from "./enrolment-functions";
export { registerSessionJobs } from "./session-jobs";
