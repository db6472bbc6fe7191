/** No dialog: what the modal slot shows when home is loaded as an address. */
export default function NoDialog() {
  return null;
}
