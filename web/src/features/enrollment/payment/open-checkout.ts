/** Sends the browser to the gateway's hosted checkout page (its own module, so tests can watch it). */
export function openCheckout(url: string): void {
  window.location.assign(url);
}
