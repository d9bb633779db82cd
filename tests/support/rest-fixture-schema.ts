import { SchemaCache, type FunctionInfo, type TableInfo } from "../../server/src/rest/schema";

/** A hand-made schema cache for the planner's and SQL builder's unit tests (no database). */
function table(name: string, columns: Record<string, string>, primaryKey: string[]): [string, TableInfo] {
  return [
    name,
    { name, columns: new Map(Object.entries(columns).map(([column, type]) => [column, { type }])), primaryKey },
  ];
}

const fn = (info: Partial<FunctionInfo> & { name: string }): FunctionInfo => ({
  argNames: [],
  optionalArgs: 0,
  returnsSet: false,
  returnsVoid: false,
  returnsRows: false,
  columns: [],
  ...info,
});

export function fixtureSchema(): SchemaCache {
  const tables = new Map([
    table("formations", { id: "integer", title: "text", price: "numeric", starts_on: "date", search: "tsvector" }, [
      "id",
    ]),
    table("enrollments", { id: "integer", formation_id: "integer", user_id: "uuid", status: "text" }, ["id"]),
    table("tags", { id: "integer", label: "text" }, ["id"]),
    table("formation_tags", { formation_id: "integer", tag_id: "integer" }, ["formation_id", "tag_id"]),
    table("audit_log", { message: "text" }, []),
  ]);
  const foreignKeys = [
    {
      name: "enrollments_formation_id_fkey",
      table: "enrollments",
      columns: ["formation_id"],
      refTable: "formations",
      refColumns: ["id"],
    },
    {
      name: "formation_tags_formation_id_fkey",
      table: "formation_tags",
      columns: ["formation_id"],
      refTable: "formations",
      refColumns: ["id"],
    },
    {
      name: "formation_tags_tag_id_fkey",
      table: "formation_tags",
      columns: ["tag_id"],
      refTable: "tags",
      refColumns: ["id"],
    },
  ];
  const functions = new Map([
    ["seats_left", [fn({ name: "seats_left", argNames: ["formation"] })]],
    ["touch", [fn({ name: "touch", returnsVoid: true })]],
    [
      "upcoming",
      [
        fn({
          name: "upcoming",
          argNames: ["days"],
          returnsSet: true,
          returnsRows: true,
          columns: ["id", "title", "price", "starts_on", "search"],
          returnTable: "formations",
        }),
      ],
    ],
    [
      "cheapest",
      [
        fn({
          name: "cheapest",
          returnsRows: true,
          columns: ["id", "title", "price", "starts_on", "search"],
          returnTable: "formations",
        }),
      ],
    ],
  ]);
  return new SchemaCache(tables, foreignKeys, functions);
}
