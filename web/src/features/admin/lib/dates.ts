const dateFormat = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric" });
const timeFormat = new Intl.DateTimeFormat("fr-FR", { hour: "numeric", minute: "2-digit" });

/** '12 mars 2027' */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** '12 mars 2027 à 9h05' (French typography writes hours with 'h'). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  const [hours, minutes] = timeFormat.format(date).split(":");
  return `${dateFormat.format(date)} à ${Number(hours)}h${minutes}`;
}
