import type { InfoRequestInput } from "./info-request-schema";

export const emptyInfoRequest = {
  name: "",
  email: "",
  formation: undefined,
  message: "",
} as unknown as InfoRequestInput;
