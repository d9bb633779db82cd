import { useDeferredValue, type Key, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

export interface DataTableColumn<Row> {
  /** Unique among the columns. */
  key: string;
  /** The column's heading; also the label shown beside the value when the rows stack on a phone. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** This column names the row (a `<th scope="row">`): the learner, the formation, the subscriber… */
  rowHeader?: boolean;
  align?: "start" | "end";
  /** Dates, amounts, places: short values that read badly on two lines. */
  nowrap?: boolean;
  /** Hide the heading visually (an icon column); the stacked label is hidden too. */
  headerHidden?: boolean;
}

export interface DataTableProps<Row> {
  caption: ReactNode;
  /** Keep the caption for screen readers only. */
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** `data-testid` of each body row. */
  rowTestId?: string;
  /** A row that stands out (an unread enquiry). */
  rowClassName?: (row: Row) => string | undefined;
  /** The row's buttons: the last column on a wide screen, the card's footer on a phone. */
  actions?: (row: Row) => ReactNode;
  actionsHeader?: string;
  className?: string;
  /**
   * The list is read a page at a time from the database (issue 46, decision 1076): when more rows follow, a « Voir
   * plus » button under the table asks for the next page, which is added below the rows already shown.
   */
  more?: MorePages;
}

export interface MorePages {
  /** Another page follows the rows shown. */
  hasMore: boolean;
  /** The next page is being read: the button is busy and does not ask twice. */
  loading: boolean;
  onMore(): void;
  /** The button's text; « Voir plus » by default. */
  label?: string;
}

/**
 * Rows drawn in the first pass: more than a phone's screenful. The others follow in a second, interruptible render
 * (React's deferred value), so a long list shows its first rows without waiting for the whole table to be drawn —
 * on a phone at four times slower CPU, drawing 30 rows with their actions took over a second (issue 46).
 */
export const FIRST_ROWS = 12;

/**
 * The back office's and the learner's tables (decision 0873): a real table from the `md` breakpoint up, one card per
 * row below it (each value under its column's name), so no page scrolls sideways on a phone. The table takes the
 * width it is given (no minimum width): long text wraps between words, the actions column never leaves the screen.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  rowTestId,
  rowClassName,
  actions,
  actionsHeader = "Actions",
  className,
  more,
}: DataTableProps<Row>) {
  const drawn = useDeferredValue(rows.length, Math.min(rows.length, FIRST_ROWS));
  return (
    <div className={cn("rounded-lg border bg-card", className)} data-slot="data-table">
      <table className="w-full text-left text-sm max-md:block">
        <caption
          className={cn("px-4 py-3 text-left text-sm text-muted-foreground max-md:block", captionHidden && "sr-only")}
        >
          {caption}
        </caption>
        <thead className="border-y bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase max-md:sr-only">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn("px-4 py-3 font-semibold", column.align === "end" && "text-right")}
              >
                {column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {actionsHeader}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y max-md:block">
          {rows.slice(0, Math.max(drawn, Math.min(rows.length, FIRST_ROWS))).map((row) => (
            <tr
              key={rowKey(row)}
              data-testid={rowTestId}
              className={cn("align-top max-md:block max-md:px-4 max-md:py-3", rowClassName?.(row))}
            >
              {columns.map((column) => {
                const Cell = column.rowHeader ? "th" : "td";
                return (
                  <Cell
                    key={column.key}
                    scope={column.rowHeader ? "row" : undefined}
                    className={cn(
                      "min-w-0 px-4 py-3 font-normal wrap-anywhere max-md:flex max-md:gap-3 max-md:px-0 max-md:py-1",
                      column.align === "end" && "md:text-right",
                      column.nowrap && "md:whitespace-nowrap",
                      column.rowHeader && "max-md:text-base",
                    )}
                  >
                    {!column.rowHeader && !column.headerHidden && (
                      <span aria-hidden="true" className="w-28 shrink-0 text-xs text-muted-foreground md:hidden">
                        {column.header}
                      </span>
                    )}
                    <div className="min-w-0 max-md:flex-1">{column.cell(row)}</div>
                  </Cell>
                );
              })}
              {actions && (
                <td className="px-4 py-3 max-md:block max-md:px-0 max-md:pt-3">
                  <div className="flex flex-wrap items-start gap-2 md:flex-col md:items-end">{actions(row)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {more?.hasMore && (
        <div className="flex justify-center border-t px-4 py-3">
          <Button
            type="button"
            variant="outline"
            aria-busy={more.loading || undefined}
            disabled={more.loading}
            onClick={more.onMore}
          >
            {more.loading ? "Chargement…" : (more.label ?? "Voir plus")}
          </Button>
        </div>
      )}
    </div>
  );
}

/** An e-mail address that may wrap only after its « @ », never inside a word. */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const at = email.indexOf("@");
  if (at < 0) return <span className={className}>{email}</span>;
  return (
    <span className={cn("break-normal", className)} data-slot="email">
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}
