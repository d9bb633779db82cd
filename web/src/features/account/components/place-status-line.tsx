import { themeLabel } from "@common/formation-themes";
import { Badge } from "~/components/ui/badge";

interface PlaceStatusLineProps {
  /** The formation's theme, shown as a badge when the formation is known. */
  theme: string | undefined;
  /** The status's own colours and spacing. */
  statusClassName: string;
  children: React.ReactNode;
}

/** The top line of a learner's place (an enrollment or a waiting-list place): the theme, then where the place stands. */
export function PlaceStatusLine({ theme, statusClassName, children }: PlaceStatusLineProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {theme && <Badge variant="secondary">{themeLabel(theme)}</Badge>}
      <p data-testid="enrollment-status" className={statusClassName}>
        {children}
      </p>
    </div>
  );
}
