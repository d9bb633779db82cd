export * from "./backend";
export * from "./render";
export * from "./session";
