import { toast } from "~/components/ui/toast";

/** A failed change, told in a toast with the server's message. */
export const failed = (failure: unknown) =>
  toast({
    title: "Erreur",
    description: failure instanceof Error ? failure.message : String(failure),
    variant: "destructive",
  });
