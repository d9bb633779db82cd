import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { useAuth } from "~/lib/auth";
import { useHydrated } from "~/lib/hydration";
import { leaveAfterNotice } from "~/lib/islands/page-url";
import { paths } from "~/lib/paths";
import { homeOfSignedInPerson } from "../lib/landing";
import { SESSION_EXPIRED, safeReturnPath } from "../lib/return-to";
import { AuthTabs } from "./auth-tabs";
import { PhoneSignInForm } from "./phone-sign-in-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

type AuthTab = "signin" | "signup" | "phone";

/**
 * Sign-in, phone and sign-up tabs (?tab=phone, ?tab=signup), returning to ?redirect= afterwards. On the prerendered
 * /auth page it is an island (decision 0802): leaving it for the signed-in space is then a page load. Its markup
 * holds the three forms and its tabs are links, which the page's inline script switches before the island has
 * hydrated (decision 1142).
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

  // The tab the address names. The prerendered HTML shows sign-in, but the inline script of lib/auth-tabs-in-place
  // has shown the tab the address names, from the same markup, before the island hydrates on it.
  const asked = searchParams.get("tab");
  const tab: AuthTab = asked === "signup" || asked === "phone" ? asked : "signin";
  const expired = searchParams.get("session") === SESSION_EXPIRED;
  // The address with `next` open, keeping the page to return to and the expired session; the links' own addresses
  // keep them once hydrated (the prerendered markup has none).
  const addressOf = (next: AuthTab, keep = true) => {
    const params = new URLSearchParams(next === "signin" ? {} : { tab: next });
    if (keep && returnTo) params.set("redirect", returnTo);
    if (keep && expired) params.set("session", SESSION_EXPIRED);
    return params;
  };
  const hrefOf = (next: AuthTab) => {
    const query = addressOf(next, hydrated).toString();
    return query ? `${paths.auth()}?${query}` : paths.auth();
  };
  const selectTab = (next: AuthTab) => setSearchParams(addressOf(next), { replace: true, preventScrollReset: true });
  // The session ended while the person was working (issue 48 item 3): said before the form, read once hydrated.
  const sessionExpired = hydrated && expired;
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
          <AuthTabs
            label="Connexion ou inscription"
            selected={tab}
            onSelect={selectTab}
            allPanels={!hydrated}
            tabs={[
              { value: "signin", label: "Connexion", href: hrefOf("signin"), panel: <SignInForm onSignedIn={leave} /> },
              {
                value: "phone",
                label: "Téléphone",
                href: hrefOf("phone"),
                panel: <PhoneSignInForm onSignedIn={leave} />,
              },
              {
                value: "signup",
                label: "Inscription",
                href: hrefOf("signup"),
                panel: <SignUpForm onSignedUp={leave} />,
              },
            ]}
          />
        </CardContent>
      </Card>
    </Container>
  );
}
