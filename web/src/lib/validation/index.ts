export * from "./password";
export * from "./fields";
