export * from "./backend";
export * from "./handlers";
export * from "./http";
export * from "./render";
export * from "./session";
