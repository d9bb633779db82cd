import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DataTable, EmailText, FIRST_ROWS, type DataTableColumn } from "./data-table";

interface Person {
  id: number;
  name: string;
  email: string;
  city: string;
}

const people: Person[] = [
  { id: 1, name: "Awa Koné", email: "awa.kone@entreprise.example", city: "Abidjan" },
  { id: 2, name: "Moussa Diop", email: "moussa@example.com", city: "Dakar" },
];

const columns: DataTableColumn<Person>[] = [
  { key: "name", header: "Apprenant", rowHeader: true, cell: (p) => p.name },
  { key: "email", header: "Adresse e-mail", cell: (p) => <EmailText email={p.email} /> },
  { key: "city", header: "Ville", nowrap: true, cell: (p) => p.city },
];

function renderTable(props: Partial<React.ComponentProps<typeof DataTable<Person>>> = {}) {
  return render(
    <DataTable
      caption="2 apprenants"
      columns={columns}
      rows={people}
      rowKey={(p) => p.id}
      rowTestId="person-row"
      actions={(p) => <button type="button">Modifier {p.name}</button>}
      {...props}
    />,
  );
}

describe("DataTable", () => {
  it("draws a screenful of rows first and the others in a second pass, so a long list shows at once", () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...people[0]!, id: i + 1, name: `Apprenant ${i + 1}` }));
    // The first pass (what the server's render, like a first commit, draws): FIRST_ROWS rows.
    const first = renderToString(
      <DataTable caption="30 apprenants" columns={columns} rows={many} rowKey={(p) => p.id} rowTestId="row" />,
    );
    expect(first.match(/data-testid="row"/g)).toHaveLength(FIRST_ROWS);
    // Then every row.
    renderTable({ rows: many });
    expect(screen.getAllByTestId("person-row")).toHaveLength(30);
    expect(screen.getByRole("rowheader", { name: "Apprenant 30" })).toBeInTheDocument();
  });

  it("is a captioned table with column headers, a header cell per row and an actions column", () => {
    renderTable();
    const table = screen.getByRole("table", { name: "2 apprenants" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Apprenant", "Adresse e-mail", "Ville", "Actions"]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((th) => th.textContent),
    ).toEqual(["Awa Koné", "Moussa Diop"]);
    const rows = screen.getAllByTestId("person-row");
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getByRole("button", { name: "Modifier Moussa Diop" })).toBeInTheDocument();
  });

  it("labels each value with its column for the stacked phone layout, hidden from assistive technology", () => {
    renderTable();
    const row = screen.getAllByTestId("person-row")[0];
    const labels = [...row.querySelectorAll("[aria-hidden=true]")].map((label) => label.textContent);
    expect(labels).toEqual(["Adresse e-mail", "Ville"]);
    for (const label of row.querySelectorAll("[aria-hidden=true]")) expect(label).toHaveClass("md:hidden");
    // The rows stack below md and the table never takes more width than it is given.
    expect(row).toHaveClass("max-md:block");
    expect(screen.getByRole("table").className).not.toMatch(/min-w-/);
  });

  it("keeps the caption for screen readers only when asked, and has no actions column without actions", () => {
    renderTable({ captionHidden: true, actions: undefined });
    expect(screen.getByText("2 apprenants")).toHaveClass("sr-only");
    expect(screen.queryByRole("columnheader", { name: "Actions" })).not.toBeInTheDocument();
  });
});

describe("DataTable read a page at a time", () => {
  it("offers « Voir plus » while more rows follow, asks once per click, and is busy while the page loads", async () => {
    const onMore = vi.fn();
    const { rerender } = renderTable({ more: { hasMore: true, loading: false, onMore } });
    await userEvent.click(screen.getByRole("button", { name: "Voir plus" }));
    expect(onMore).toHaveBeenCalledTimes(1);

    const table = (more: React.ComponentProps<typeof DataTable<Person>>["more"]) => (
      <DataTable caption="2 apprenants" columns={columns} rows={people} rowKey={(p) => p.id} more={more} />
    );
    rerender(table({ hasMore: true, loading: true, onMore }));
    const busy = screen.getByRole("button", { name: "Chargement…" });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");

    rerender(table({ hasMore: false, loading: false, onMore }));
    expect(screen.queryByRole("button", { name: /Voir plus|Chargement/ })).not.toBeInTheDocument();
  });

  it("has no « Voir plus » for a list read whole", () => {
    renderTable();
    expect(screen.queryByRole("button", { name: "Voir plus" })).not.toBeInTheDocument();
  });
});

describe("EmailText", () => {
  it("lets an address wrap after its « @ » only, never inside a word", () => {
    const { container } = render(<EmailText email="awa.kone@entreprise.example" />);
    const email = container.querySelector("[data-slot=email]")!;
    expect(email).toHaveTextContent("awa.kone@entreprise.example");
    expect(email).toHaveClass("break-normal");
    expect(email.querySelectorAll("wbr")).toHaveLength(1);
    expect(email.firstChild?.textContent).toBe("awa.kone");
  });
});
