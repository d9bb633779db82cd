export { EmptyState } from "./list-states";
