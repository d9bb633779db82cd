import { XIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { signInPath } from "~/features/auth";
import { paths } from "~/lib/paths";

/** The id of the formation page's « Connexion requise » dialog: « S'inscrire » opens it through the platform. */
export const SIGN_IN_REQUIRED_DIALOG_ID = "connexion-requise";

/** A button's invoker command on a dialog, which the browser performs without any script (decisions 1053, 1072). */
export function dialogCommand(dialogId: string, command: "show-modal" | "close") {
  // React's types do not know the invoker commands yet; React and Preact write them as given.
  return { commandfor: dialogId, command } as Record<string, string>;
}

/** Opens the dialog from a script (a browser without invoker commands, or a tap the island decided on). */
export function showDialog(dialogId: string) {
  const dialog = document.getElementById(dialogId);
  if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
}

function closeWithoutCommands() {
  if ("command" in HTMLButtonElement.prototype) return;
  const dialog = document.getElementById(SIGN_IN_REQUIRED_DIALOG_ID);
  if (dialog instanceof HTMLDialogElement) dialog.close();
}

/**
 * « Connexion requise » (spec §4 step 7, decision 1072): a native modal `<dialog>` in the formation page's HTML that
 * « S'inscrire » opens for a visitor who is not signed in, before and after the island, with the way on: sign in or
 * create an account, both coming back to this formation.
 */
export function SignInRequiredDialog({ formationId }: { formationId: number }) {
  const back = paths.formation(formationId);
  return (
    <dialog
      id={SIGN_IN_REQUIRED_DIALOG_ID}
      aria-labelledby={`${SIGN_IN_REQUIRED_DIALOG_ID}-titre`}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-lg border bg-background p-6 text-foreground shadow-xl backdrop:bg-black/60"
    >
      <div className="relative grid gap-4">
        <h2 id={`${SIGN_IN_REQUIRED_DIALOG_ID}-titre`} className="pr-6 text-xl font-semibold">
          Connexion requise
        </h2>
        <p className="text-sm text-muted-foreground">Veuillez vous connecter pour vous inscrire à cette formation.</p>
        <div className="grid gap-2">
          <Button asChild variant="accent">
            <a href={signInPath(back)}>Se connecter</a>
          </Button>
          <Button asChild variant="outline">
            <a href={signInPath(back, "signup")}>Créer un compte</a>
          </Button>
        </div>
        <button
          type="button"
          className="absolute -top-2 -right-2 rounded-sm p-1 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          onClick={closeWithoutCommands}
          {...dialogCommand(SIGN_IN_REQUIRED_DIALOG_ID, "close")}
        >
          <XIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">Fermer</span>
        </button>
      </div>
    </dialog>
  );
}
