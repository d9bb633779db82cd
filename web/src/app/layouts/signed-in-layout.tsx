import { Outlet } from "react-router";

// Placeholder shell: the real signed-in sidebar comes with issue 4.
export default function SignedInLayout() {
  return (
    <main id="contenu">
      <Outlet />
    </main>
  );
}
