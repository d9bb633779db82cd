/**
 * Query keys of formations. Screens that read the `formations` table start with 'formations', so the back office's
 * `invalidateQueries(formationKeys.all)` after a change refreshes the formation pages and the trainer's list of the same tab.
 * The public catalogue is read from the server's cache under 'catalogue'.
 */
export const formationKeys = {
  all: ["formations"] as const,
  one: (id: number) => ["formations", id] as const,
  related: (formation: { id: number; theme: string }) =>
    ["formations", formation.id, "related", formation.theme] as const,
  admin: ["formations", "admin"] as const,
  /** The formations an admin assigned to a trainer's account. */
  ofTrainer: (trainerId: string) => ["formations", "trainer", trainerId] as const,
  catalogueOverview: ["catalogue", "overview"] as const,
  /** One page of the filtered catalogue: theme, format, search pattern, page number. */
  cataloguePage: (theme: string | null, format: string | null, search: string | null, page: number) =>
    ["catalogue", "page", theme, format, search, page] as const,
};

/**
 * The formation's columns every visitor may read: all but `trainer_id`, a staff account's id, which anonymous
 * visitors are not granted (issue 42 item 4, decision 0988; a `select=*` would be refused with 42501, as on
 * PostgREST). The page names the trainer with `expert`, the display text.
 */
export const PUBLIC_FORMATION_COLUMNS =
  "id, title, theme, description, duration, expert, formats, price, price_currency, min_attendance_percent, created_at, updated_at";

/** A session's columns every visitor may read: all but `trainer_id` (as above). */
export const PUBLIC_SESSION_COLUMNS =
  "id, formation_id, starts_on, ends_on, format, city, venue, venue_latitude, venue_longitude, capacity, reserved_seats, seats_held, seats_left, status, organisation_id, cancellation_reason, created_at, updated_at";

/** A row read with the public columns, typed as the table's row: the trainer is not known to a public read. */
export const withoutTrainer = <Row extends object>(row: Row): Row & { trainer_id: null } => ({
  ...row,
  trainer_id: null,
});
