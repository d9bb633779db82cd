import { z } from "~/lib/validation/zod-jitless";
import { FIELD_LIMITS, fieldTooLongMessage } from "@common/field-limits";

const text = (max: number) => z.string().trim().max(max, fieldTooLongMessage(max));

export const FULL_NAME_REQUIRED = "Le nom complet est obligatoire";

export const profileSchema = z.object({
  // Certificates and the back office show the name: it may not be emptied from the profile (issue 18).
  full_name: text(FIELD_LIMITS.fullName).min(1, FULL_NAME_REQUIRED),
  company: text(FIELD_LIMITS.company),
  position: text(FIELD_LIMITS.position),
  country: text(FIELD_LIMITS.country),
});

export type ProfileFormValues = z.infer<typeof profileSchema>;

/** Empty fields are stored as null, like a profile that never had them. */
export function toProfileChanges(values: ProfileFormValues) {
  const orNull = (value: string) => (value === "" ? null : value);
  return {
    full_name: orNull(values.full_name),
    company: orNull(values.company),
    position: orNull(values.position),
    country: orNull(values.country),
  };
}
