/** Query keys of certificates. */
export const certificateKeys = {
  mine: (userId: string | undefined) => ["certificates", userId] as const,
  /** A public verification of a certificate number (verify_certificate). */
  verification: (number: string) => ["certificate-verification", number] as const,
};
