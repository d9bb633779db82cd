import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { site } from "~/config/site";
import { useAuth } from "~/lib/auth";
import { useHydrated } from "~/lib/hydration";
import { paths } from "~/lib/paths";
import { SignInForm } from "../components/sign-in-form";
import { SignUpForm } from "../components/sign-up-form";
import { safeReturnPath } from "../lib/return-to";

const title = `Connexion et inscription | ${site.name}`;
const description = `Connectez-vous à votre espace ${site.name} ou créez un compte pour vous inscrire à nos formations en gestion de projet.`;

export function meta() {
  const url = `${site.url}${paths.auth()}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
  ];
}

type AuthTab = "signin" | "signup";

export default function AuthRoute() {
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
  const tab: AuthTab = hydrated && searchParams.get("tab") === "signup" ? "signup" : "signin";
  const selectTab = (next: string) => {
    const params = new URLSearchParams(next === "signup" ? { tab: "signup" } : {});
    if (returnTo) params.set("redirect", returnTo);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };
  const leave = () => navigate(returnTo ?? paths.home());

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
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin">Connexion</TabsTrigger>
              <TabsTrigger value="signup">Inscription</TabsTrigger>
            </TabsList>
            <TabsContent value="signin" className="pt-2">
              <SignInForm onSignedIn={leave} />
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
