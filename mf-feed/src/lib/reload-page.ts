/** Reloads the page: the spec's answer to a feed that failed to load (its own module so tests can
 * watch it; jsdom's location cannot be spied on). */
export function reloadPage(): void {
  window.location.reload();
}
