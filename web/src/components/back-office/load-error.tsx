export { LoadError } from "./list-states";
