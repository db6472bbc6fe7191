/** The <meta> name under which a merchant page carries its request's id (app/[host]/[locale]/layout.tsx) for PageFailure. */
export const REQUEST_ID_META = 'request-id';
