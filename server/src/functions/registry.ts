import { attendanceFunctions } from "../attendance/functions";
import { evaluationFunctions } from "../evaluations";
import { paymentFunctions } from "../payments";
import { cancel, enrol, joinWaitlist } from "../sessions";
import type { EdgeFunction, PublicEdgeFunction } from "./edge-function";

/** Every function served under /functions/v1/<name>. Features add theirs here. */
export const edgeFunctions: Record<string, EdgeFunction | PublicEdgeFunction> = {
  enrol,
  "join-waitlist": joinWaitlist,
  cancel,
  ...paymentFunctions,
  ...attendanceFunctions,
  ...evaluationFunctions,
};
