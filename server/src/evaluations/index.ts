export { registerEvaluationJobs } from "./evaluation-jobs";
