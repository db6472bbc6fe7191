/** Wire shapes of the member centre's records calls (issue 10). */
export {};
