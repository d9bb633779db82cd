import { CheckCircle2, MailX, RefreshCw, TriangleAlert } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { Skeleton } from "~/components/ui/skeleton";
import { paths } from "~/lib/paths";
import { redeemNewsletterToken, type TokenOutcome } from "../api/newsletter";

const TEXTS = {
  confirm: {
    heading: "Confirmation de votre inscription",
    done: {
      title: "Votre inscription est confirmée",
      body: "Merci ! Vous recevrez notre infolettre : nouvelles sessions, programmes et actualités du cabinet. Chaque envoi contient un lien pour vous désinscrire.",
    },
  },
  unsubscribe: {
    heading: "Désinscription de l'infolettre",
    done: {
      title: "Vous êtes désinscrit",
      body: "Votre adresse ne recevra plus notre infolettre. Vous pouvez vous réinscrire à tout moment depuis le pied de page du site.",
    },
  },
} as const;

/** Reads the token once, then removes it from the address bar so it stays out of the history and of shared links. */
function takeToken(): string {
  const url = new URL(window.location.href);
  const token = url.searchParams.get("token") ?? "";
  if (token) {
    url.searchParams.delete("token");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }
  return token.slice(0, 200);
}

/** The page a newsletter e-mail links to: runs its token through the backend and says what happened, in French. */
export function NewsletterTokenPage({ action }: { action: "confirm" | "unsubscribe" }) {
  const [outcome, setOutcome] = useState<TokenOutcome | "checking">("checking");
  const token = useRef<string | null>(null);

  const redeem = useCallback(() => {
    token.current ??= takeToken();
    if (!token.current) return setOutcome("invalid");
    setOutcome("checking");
    void redeemNewsletterToken(action, token.current).then(setOutcome);
  }, [action]);

  // Once per page view, even when React runs the effect twice (development): a token may be single-use.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    redeem();
  }, [redeem]);

  const texts = TEXTS[action];
  let body: React.ReactNode;
  if (outcome === "checking") {
    body = (
      <Card role="status" aria-label="Vérification du lien en cours" className="gap-3 p-6">
        <Skeleton className="h-7 w-1/2" />
        <Skeleton className="h-4 w-3/4" />
      </Card>
    );
  } else if (outcome === "error") {
    body = (
      <Card role="alert" className="items-start gap-3 p-6">
        <TriangleAlert className="size-8 text-destructive" aria-hidden="true" />
        <p className="font-semibold">
          Le lien n'a pas pu être vérifié pour le moment. Vérifiez votre connexion et réessayez.
        </p>
        <Button variant="outline" onClick={redeem}>
          <RefreshCw aria-hidden="true" />
          Réessayer
        </Button>
      </Card>
    );
  } else if (outcome === "invalid") {
    body = (
      <Card role="alert" className="items-start gap-3 p-6">
        <MailX className="size-8 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-xl font-bold">Ce lien n'est pas valide</h2>
        <p className="text-muted-foreground">
          Il a peut-être déjà servi, expiré, ou été mal copié. Pour vous inscrire à nouveau, utilisez le formulaire en
          bas de chaque page ; pour toute question,{" "}
          <Link to={paths.contact()} className="underline">
            écrivez-nous
          </Link>
          .
        </p>
      </Card>
    );
  } else {
    body = (
      <Card role="status" className="items-start gap-3 p-6">
        <CheckCircle2 className="size-8 text-success" aria-hidden="true" />
        <h2 className="text-xl font-bold">{texts.done.title}</h2>
        <p className="text-muted-foreground">{texts.done.body}</p>
        <Button asChild variant="outline">
          <Link to={paths.home()}>Retour à l'accueil</Link>
        </Button>
      </Card>
    );
  }

  return (
    <Container className="grid max-w-2xl gap-6 py-12 md:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-primary">{texts.heading}</h1>
      {body}
    </Container>
  );
}
