import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useAuth } from "~/lib/auth";
import { useHydrated } from "~/lib/hydration";
import { leaveAfterNotice } from "~/lib/islands/page-url";
import { paths } from "~/lib/paths";
import { safeReturnPath } from "../lib/return-to";
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
  // Only a person already signed in when the page opens is sent to the dashboard; a fresh sign-in goes to /.
  const arrivalChecked = useRef(false);

  useEffect(() => ensureReady(), [ensureReady]);

  // The page that sent the person here (?redirect=, same-site paths only) is where sign-in or sign-up returns.
  const returnTo = safeReturnPath(searchParams.get("redirect"));

  useEffect(() => {
    if (loading || arrivalChecked.current) return;
    arrivalChecked.current = true;
    if (user) navigate(returnTo ?? paths.dashboard(), { replace: true });
  }, [loading, user, navigate, returnTo]);

  // The prerendered HTML shows sign-in; the query string is read once hydration is over.
  const asked = hydrated ? searchParams.get("tab") : null;
  const tab: AuthTab = asked === "signup" || asked === "phone" ? asked : "signin";
  const selectTab = (next: string) => {
    const params = new URLSearchParams(next === "signup" || next === "phone" ? { tab: next } : {});
    if (returnTo) params.set("redirect", returnTo);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };
  // After the « Connexion réussie » or « Compte créé » toast; on the island page the next page is a page load.
  const leave = () => leaveAfterNotice(() => navigate(returnTo ?? paths.home()));

  return (
    <Container className="flex justify-center py-12 md:py-20">
      <Card className="w-full max-w-md" onSubmitCapture={() => (arrivalChecked.current = true)}>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold tracking-tight text-primary">Bienvenue</h1>
          <CardDescription>
            Connectez-vous à votre espace ou créez un compte pour suivre vos formations.
          </CardDescription>
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
