/** Wire shapes of the member centre's member-account calls (issue 10). */
export {};
