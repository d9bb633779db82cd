// Inline right after the formation page's enrollment island (decision 1072): « S'inscrire » opens the native
// « Connexion requise » dialog from the HTML (its `commandfor`), which is right for a visitor nobody has signed in on.
// A visitor with a stored session is probably signed in: the button loses its command, so that a tap before the
// island has hydrated is held by the early-interactions script and replayed to the island, which opens the payment
// dialog (or, the session having ended, the same « Connexion requise »). Plain ES5, no imports; allowed by its hash.
(function () {
  try {
    for (var i = 0; i < localStorage.length; i++) {
      if (/^sb-.*-auth-token$/.test(localStorage.key(i) || "")) {
        var buttons = document.querySelectorAll("[data-when-signed-out]");
        for (var j = 0; j < buttons.length; j++) buttons[j].removeAttribute("commandfor");
        return;
      }
    }
  } catch (_error) {
    // No storage (private mode may refuse it): nobody is signed in on this browser.
  }
})();
