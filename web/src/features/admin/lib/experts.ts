/**
 * An expert: a distinct non-empty `formations.expert` name, with their formations by title. Grouped and sorted by
 * name in the database (admin_experts(), decision 1133), a page at a time.
 */
export interface Expert {
  name: string;
  formations: { id: number; title: string }[];
}
