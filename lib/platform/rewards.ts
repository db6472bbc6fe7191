import 'server-only';

/** The member centre's rewards calls (issue 10). Every function takes the caller's context (merchant, token, ip). */
export {};
