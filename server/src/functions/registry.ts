import { contentArticle, contentImage } from "../content";
import { attendanceFunctions } from "../attendance/functions";
import { evaluationFunctions } from "../evaluations";
import { paymentFunctions } from "../payments";
import { cancel, convocationFunction, enrol, joinWaitlist, leaveWaitlist } from "../sessions";
import type { EdgeFunction, PublicEdgeFunction } from "./edge-function";

/** Every function served under /functions/v1/<name>. Features add theirs here. */
export const edgeFunctions: Record<string, EdgeFunction | PublicEdgeFunction> = {
  enrol,
  "join-waitlist": joinWaitlist,
  cancel,
  "leave-waitlist": leaveWaitlist,
  convocation: convocationFunction,
  ...paymentFunctions,
  "content-article": contentArticle,
  "content-image": contentImage,
  ...attendanceFunctions,
  ...evaluationFunctions,
};
