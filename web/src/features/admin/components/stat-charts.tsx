// recharts is imported only here, and this module only by the /statistiques screen, lazily: it is a chunk of its own.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { Bucket, MonthBucket } from "../lib/statistics";

const AXIS = { fontSize: 12, fill: "var(--muted-foreground)" };
const TOOLTIP_STYLE = {
  background: "var(--popover)",
  color: "var(--popover-foreground)",
  border: "1px solid var(--border)",
  borderRadius: 6,
};
const COLUMN_COLOURS = ["var(--primary)", "var(--warm)", "var(--success)"];
const shortMonth = new Intl.DateTimeFormat("fr-FR", { month: "short", year: "2-digit", timeZone: "UTC" });

export function MonthlyLineChart({ data }: { data: readonly MonthBucket[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart accessibilityLayer={false} data={[...data]} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis
          dataKey="key"
          tick={AXIS}
          tickFormatter={(key: string) => shortMonth.format(new Date(`${key}-01T00:00:00Z`))}
        />
        <YAxis allowDecimals={false} tick={AXIS} width={32} />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelFormatter={(key) => data.find((month) => month.key === key)?.label ?? String(key)}
          formatter={(value) => [value, "Inscriptions"]}
        />
        <Line
          type="linear"
          dataKey="count"
          stroke="var(--primary)"
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function HorizontalBarChart({ data }: { data: readonly Bucket[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        accessibilityLayer={false}
        data={[...data]}
        layout="vertical"
        margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS} />
        <YAxis type="category" dataKey="label" tick={AXIS} width={140} />
        <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(value) => [value, "Inscriptions"]} />
        <Bar dataKey="count" fill="var(--primary)" maxBarSize={32} radius={[0, 4, 4, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Three columns, one colour each (the names are on the axis, so colour never carries meaning alone). */
export function ColumnChart({ data }: { data: readonly Bucket[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={[...data]} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} />
        <YAxis allowDecimals={false} tick={AXIS} width={32} />
        <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(value) => [value, "Inscriptions"]} />
        <Bar dataKey="count" maxBarSize={56} radius={[4, 4, 0, 0]} isAnimationActive={false}>
          {data.map((bucket, index) => (
            <Cell key={bucket.label} fill={COLUMN_COLOURS[index % COLUMN_COLOURS.length]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
