import { ArrowRight, Inbox } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { paths } from "~/lib/paths";
import { useUnreadCount } from "../api/inbox";

/** Dashboard tile for admins: how many enquiries nobody has opened yet, linked to the inbox. */
export function UnreadEnquiriesTile() {
  const unread = useUnreadCount(true);
  let figure: React.ReactNode;
  if (unread.isPending) figure = <Skeleton className="h-9 w-16" />;
  else if (unread.isError)
    figure = <p className="text-sm text-muted-foreground">Nombre indisponible pour le moment.</p>;
  else
    figure = (
      <p data-testid="unread-enquiries" className="text-3xl font-bold text-primary">
        {unread.data}
        <span className="ml-2 text-base font-normal text-muted-foreground">
          demande{unread.data === 1 ? "" : "s"} non lue{unread.data === 1 ? "" : "s"}
        </span>
      </p>
    );
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Inbox className="size-4 text-warm" aria-hidden="true" />
          Demandes reçues
        </CardTitle>
        <Link
          to={paths.enquiries()}
          className="flex items-center gap-1 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Ouvrir la boîte
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardHeader>
      <CardContent>{figure}</CardContent>
    </Card>
  );
}
