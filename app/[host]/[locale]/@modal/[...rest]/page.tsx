/**
 * Any other page reached while the help dialog is open closes it: without a match here, a soft navigation would keep
 * the modal slot as it was.
 */
export default function NoDialogHere() {
  return null;
}
