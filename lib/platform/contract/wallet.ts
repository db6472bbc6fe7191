/** Wire shapes of the member centre's wallet calls (issue 10). */
export {};
