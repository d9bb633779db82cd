/** What the site's shell and formation pages use from the newsletter feature (its only public surface). */
export { useNewsletterSignup, NEWSLETTER_TOAST_MS } from "./components/use-newsletter-signup";
