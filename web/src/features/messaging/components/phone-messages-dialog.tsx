import { MessageSquare } from "lucide-react";
import { useState } from "react";
import { formatPhone } from "@common/phone";
import { formatDateTime } from "@common/format";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { usePhoneMessages, type PhoneMessagesOf } from "../api/list-phone-messages";
import { CHANNEL_LABELS, PURPOSE_LABELS, STATUS_LABELS, statusVariant } from "../lib/labels";

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
const when = (iso: string) => formatDateTime(iso, localZone(), { zone: false });

/**
 * The SMS and WhatsApp messages of one enrollment (decision 1008) or one booked call (decision 1066) for staff: what each said, on which channel, and
 * where it stands as the provider reported it (sent, delivered, failed), a fallback named as such.
 */
export function PhoneMessagesDialog({
  learner,
  formation,
  ...of
}: {
  learner: string;
  /** What the messages were about: the formation's title, or the booked call (decision 1066). */
  formation: string;
} & PhoneMessagesOf) {
  const [open, setOpen] = useState(false);
  const messages = usePhoneMessages(of, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={`SMS et WhatsApp : ${learner}, ${formation}`}>
          <MessageSquare aria-hidden="true" />
          SMS/WhatsApp
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Messages sur le téléphone</DialogTitle>
          <DialogDescription>
            {learner} — « {formation} ». Les e-mails restent envoyés ; voici ce qui est parti par SMS et WhatsApp.
          </DialogDescription>
        </DialogHeader>
        {messages.isPending && (
          <div role="status" aria-label="Chargement des messages">
            <Skeleton className="h-10 w-full" />
          </div>
        )}
        {messages.isError && (
          <p role="alert" className="text-sm text-destructive">
            Impossible de charger les messages. Fermez puis rouvrez cette fenêtre pour réessayer.
          </p>
        )}
        {messages.data && messages.data.length === 0 && (
          <p className="text-sm text-muted-foreground">
            Aucun message : l'apprenant n'a pas donné de numéro, ou n'a pas choisi de recevoir ces messages.
          </p>
        )}
        {messages.data && messages.data.length > 0 && (
          <ol className="grid gap-3">
            {messages.data.map((message) => (
              <li key={message.id} data-testid="phone-message" className="grid gap-1 border-l-2 border-border pl-3">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {PURPOSE_LABELS[message.purpose] ?? message.purpose} · {CHANNEL_LABELS[message.channel]}
                  <Badge variant={statusVariant(message.status)}>{STATUS_LABELS[message.status]}</Badge>
                  {message.fallback_of ? <Badge variant="outline">Relais après un échec</Badge> : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  {formatPhone(message.phone)}, le {when(message.created_at)}
                  {message.delivered_at ? ` · remis le ${when(message.delivered_at)}` : ""}
                  {message.failed_at ? ` · échec le ${when(message.failed_at)}` : ""}
                </p>
                {message.error ? <p className="text-sm text-destructive">{message.error}</p> : null}
                <p className="break-words text-sm">{message.body}</p>
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
