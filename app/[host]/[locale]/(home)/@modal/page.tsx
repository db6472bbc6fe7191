/** Home itself, reached while the help dialog is open (a soft navigation to /), closes it. */
export default function NoDialogAtHome() {
  return null;
}
