/** No dialog: what the modal slot shows on every page loaded as an address (the help dialog opens only over a page). */
export default function NoDialog() {
  return null;
}
