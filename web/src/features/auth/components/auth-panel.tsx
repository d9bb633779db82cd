import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useAuth } from "~/lib/auth";
import { useHydrated } from "~/lib/hydration";
import { leaveAfterNotice } from "~/lib/islands/page-url";
import { homeOfSignedInPerson } from "../lib/landing";
import { SESSION_EXPIRED, safeReturnPath } from "../lib/return-to";
import { PhoneSignInForm } from "./phone-sign-in-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

type AuthTab = "signin" | "signup" | "phone";

/**
 * Sign-in and sign-up tabs (?tab=signup), returning to ?redirect= afterwards. On the prerendered /auth page it is
 * an island (decision 0802): leaving it for the signed-in space is then a page load.
 */
export function AuthPanel() {
  const { user, loading, ensureReady } = useAuth();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  // A person already signed in when the page opens goes on at once, as one who signs in here: back where they were,
  // else to their own home (decision 1033).
  const arrivalChecked = useRef(false);

  useEffect(() => ensureReady(), [ensureReady]);

  // The page that sent the person here (?redirect=, same-site paths only) is where sign-in or sign-up returns.
  const returnTo = safeReturnPath(searchParams.get("redirect"));

  useEffect(() => {
    if (loading || arrivalChecked.current) return;
    arrivalChecked.current = true;
    if (!user) return;
    if (returnTo) navigate(returnTo, { replace: true });
    else void homeOfSignedInPerson().then((home) => navigate(home, { replace: true }));
  }, [loading, user, navigate, returnTo]);

  // The prerendered HTML shows sign-in; the query string is read once hydration is over.
  const asked = hydrated ? searchParams.get("tab") : null;
  const tab: AuthTab = asked === "signup" || asked === "phone" ? asked : "signin";
  const selectTab = (next: string) => {
    const params = new URLSearchParams(next === "signup" || next === "phone" ? { tab: next } : {});
    if (returnTo) params.set("redirect", returnTo);
    if (searchParams.get("session") === SESSION_EXPIRED) params.set("session", SESSION_EXPIRED);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };
  // The session ended while the person was working (issue 48 item 3): said before the form, read once hydrated.
  const sessionExpired = hydrated && searchParams.get("session") === SESSION_EXPIRED;
  // After the « Connexion réussie » or « Compte créé » toast, back where the person was or to their home (the role is
  // read meanwhile); on the island page the next page is a page load.
  const leave = () => {
    const destination = returnTo ? Promise.resolve(returnTo) : homeOfSignedInPerson();
    leaveAfterNotice(() => void destination.then((to) => navigate(to)));
  };

  return (
    <Container className="flex justify-center py-12 md:py-20">
      <Card className="w-full max-w-md" onSubmitCapture={() => (arrivalChecked.current = true)}>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold tracking-tight text-primary">Bienvenue</h1>
          <CardDescription>
            Connectez-vous à votre espace ou créez un compte pour suivre vos formations.
          </CardDescription>
          {sessionExpired ? (
            <p
              role="alert"
              className="mt-3 rounded-md border border-warm/40 bg-warm-subtle px-3 py-2 text-left text-sm text-warm-subtle-foreground"
            >
              Votre session a expiré : reconnectez-vous pour reprendre là où vous en étiez.
            </p>
          ) : null}
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={selectTab}>
            <TabsList className="grid w-full grid-cols-3">
              <TabsTrigger value="signin">Connexion</TabsTrigger>
              <TabsTrigger value="phone">Téléphone</TabsTrigger>
              <TabsTrigger value="signup">Inscription</TabsTrigger>
            </TabsList>
            <TabsContent value="signin" className="pt-2">
              <SignInForm onSignedIn={leave} />
            </TabsContent>
            <TabsContent value="phone" className="pt-2">
              <PhoneSignInForm onSignedIn={leave} />
            </TabsContent>
            <TabsContent value="signup" className="pt-2">
              <SignUpForm onSignedUp={leave} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </Container>
  );
}
