import { useEffect, useState } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { InstallableApp } from "~/app/pwa/installable-app";
import { OfflineNotice } from "~/app/pwa/offline-notice";
import { SpaceShellSkeleton } from "~/components/back-office/space-shell-skeleton";
import { MAIN_CONTENT_ID, SkipLink } from "~/components/layout/skip-link";
import { toast } from "~/components/ui/toast";
import { useProfile } from "~/domain/profile";
import { signInPath } from "~/features/auth";
import { useAuth } from "~/lib/auth";
import { paths } from "~/lib/paths";
import { Sidebar, SidebarTrigger } from "./signed-in/sidebar";
import { SidebarProvider } from "./signed-in/sidebar-state";

function LoadingScreen() {
  return <SpaceShellSkeleton />;
}

/** The login-required area: a gate, then the sidebar shell around the signed-in screens. */
export default function SignedInLayout() {
  const { user, loading, signOut, ensureReady } = useAuth();
  // The screens inside show the person's name and role: wait for the profile as for the session.
  const profile = useProfile();
  const navigate = useNavigate();
  const location = useLocation();
  // Set before signing out so the gate does not send the person to /auth on the way to the home page.
  const [leaving, setLeaving] = useState(false);
  // Someone was signed in here: losing them without « Se déconnecter » means the session ended (revoked, expired,
  // signed out elsewhere), which the sign-in page then says (issue 48 item 3).
  const [hadUser, setHadUser] = useState(false);
  if (user && !hadUser) setHadUser(true);

  useEffect(() => ensureReady(), [ensureReady]);

  if (loading || (user && profile.isPending)) return <LoadingScreen />;
  // Back to the page asked for once signed in (a « payer » link from an e-mail, decision 0753).
  if (!user) {
    if (leaving) return null;
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={signInPath(here, undefined, { expired: hadUser })} replace />;
  }

  const handleSignOut = async () => {
    setLeaving(true);
    const { error } = await signOut();
    if (error) {
      setLeaving(false);
      toast({ title: "Erreur", description: "La déconnexion a échoué. Veuillez réessayer.", variant: "destructive" });
      return;
    }
    navigate(paths.home());
  };

  return (
    <SidebarProvider>
      {/* The first Tab stop, shown when focused, as on the public pages: on a laptop it passes the sidebar's links. */}
      <SkipLink />
      <InstallableApp />
      <div className="flex min-h-svh bg-background">
        <Sidebar onSignOut={() => void handleSignOut()} />
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-10 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur md:px-4">
            <SidebarTrigger />
            <span className="text-sm font-medium text-muted-foreground">Mon espace</span>
          </header>
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none md:px-8 md:py-8">
            <OfflineNotice />
            <Outlet />
          </main>
        </div>
      </div>
    </SidebarProvider>
  );
}
