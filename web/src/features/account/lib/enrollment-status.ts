/** French label of an enrolment status (spec §4): empty reads as pending; unknown values are shown as they are. */
export function enrollmentStatusLabel(status: string | null | undefined): string {
  switch (status ?? "") {
    case "":
    case "pending":
      return "En attente";
    case "confirmed":
      return "Confirmée";
    case "completed":
      return "Terminée";
    case "cancelled":
      return "Annulée";
    default:
      return status!;
  }
}

export function canDownloadCertificate(status: string | null | undefined): boolean {
  return status === "completed";
}
