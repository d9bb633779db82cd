import type { InfoRequestInput } from "./info-request-schema";

export const emptyInfoRequest = {
  name: "",
  email: "",
  formation: undefined,
  session: "",
  message: "",
} as unknown as InfoRequestInput;
