/** Wire shapes of the member centre's rewards calls (issue 10). */
export {};
