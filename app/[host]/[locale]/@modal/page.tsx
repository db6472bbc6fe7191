/** Home reached while the help dialog is open closes it, as every other page does ([...rest]/page.tsx). */
export default function NoDialogAtHome() {
  return null;
}
