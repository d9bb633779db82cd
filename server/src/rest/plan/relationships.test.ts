import { describe, expect, it } from "vitest";
import { RestError } from "../../http/errors";
import { SchemaCache, type TableInfo } from "../schema";
import { resolveRelationship } from "./relationships";

/** Issue 29, item 4: relationships as PostgREST 12 resolves and reports them. */
const table = (name: string, columns: string[], primaryKey: string[]): [string, TableInfo] => [
  name,
  { name, columns: new Map(columns.map((column) => [column, { type: "text" }])), primaryKey },
];

const schema = new SchemaCache(
  new Map([
    table("users", ["username"], ["username"]),
    table("best_friends", ["id", "first_user", "second_user"], ["id"]),
    table("user_profiles", ["username", "bio"], ["username"]),
    table("collections", ["id", "parent_id"], ["id"]),
  ]),
  [
    {
      name: "best_friends_first_user_fkey",
      table: "best_friends",
      columns: ["first_user"],
      refTable: "users",
      refColumns: ["username"],
    },
    {
      name: "best_friends_second_user_fkey",
      table: "best_friends",
      columns: ["second_user"],
      refTable: "users",
      refColumns: ["username"],
    },
    {
      name: "user_profiles_username_fkey",
      table: "user_profiles",
      columns: ["username"],
      refTable: "users",
      refColumns: ["username"],
    },
    {
      name: "collections_parent_id_fkey",
      table: "collections",
      columns: ["parent_id"],
      refTable: "collections",
      refColumns: ["id"],
    },
  ],
  new Map(),
);
const users = schema.tables.get("users")!;
const bestFriends = schema.tables.get("best_friends")!;

function refusal(work: () => unknown): RestError {
  try {
    work();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("relationships", () => {
  it("lists the candidates of an ambiguous embed as PostgREST 12 does (PGRST201, details as an array)", () => {
    const error = refusal(() => resolveRelationship(schema, bestFriends, "users"));
    expect(error.status).toBe(300);
    expect(error.body()).toEqual({
      code: "PGRST201",
      message: "Could not embed because more than one relationship was found for 'best_friends' and 'users'",
      details: [
        {
          cardinality: "many-to-one",
          embedding: "best_friends with users",
          relationship: "best_friends_first_user_fkey using best_friends(first_user) and users(username)",
        },
        {
          cardinality: "many-to-one",
          embedding: "best_friends with users",
          relationship: "best_friends_second_user_fkey using best_friends(second_user) and users(username)",
        },
      ],
      hint: "Try changing 'users' to one of the following: 'users!best_friends_first_user_fkey', 'users!best_friends_second_user_fkey'. Find the desired relationship in the 'details' key.",
    });
    expect(refusal(() => resolveRelationship(schema, users, "best_friends")).body().details).toEqual([
      expect.objectContaining({ cardinality: "one-to-many", embedding: "users with best_friends" }),
      expect.objectContaining({ cardinality: "one-to-many" }),
    ]);
  });

  it("embeds a table whose foreign key is its primary key as one row (one-to-one)", () => {
    expect(resolveRelationship(schema, users, "user_profiles")).toMatchObject({ cardinality: "one" });
    expect(resolveRelationship(schema, users, "best_friends", "best_friends_first_user_fkey")).toMatchObject({
      cardinality: "many",
    });
  });

  it("resolves a table referencing itself as PostgREST does: the table's name for children, the column for the parent", () => {
    const collections = schema.tables.get("collections")!;
    expect(resolveRelationship(schema, collections, "collections")).toMatchObject({
      cardinality: "many",
      on: [{ child: "parent_id", parent: "id" }],
    });
    expect(resolveRelationship(schema, collections, "collections", "parent_id")).toMatchObject({ cardinality: "many" });
    expect(resolveRelationship(schema, collections, "parent_id")).toMatchObject({
      cardinality: "one",
      on: [{ child: "id", parent: "parent_id" }],
    });
    expect(
      refusal(() => resolveRelationship(schema, collections, "collections", "collections_parent_id_fkey")).body(),
    ).toEqual({
      code: "PGRST200",
      message: "Could not find a relationship between 'collections' and 'collections' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'collections' and 'collections' using the hint 'collections_parent_id_fkey' in the schema 'public', but no matches were found.",
      hint: null,
    });
  });
});
