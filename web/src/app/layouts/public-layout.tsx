import { Outlet } from "react-router";

// Placeholder shell: the real header, mobile menu and footer come with issue 3.
export default function PublicLayout() {
  return (
    <>
      <header>
        <a href="/">Accueil</a>
      </header>
      <main id="contenu">
        <Outlet />
      </main>
      <footer />
    </>
  );
}
