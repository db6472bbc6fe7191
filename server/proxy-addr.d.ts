/** The part of proxy-addr (Express's, plain JavaScript without types) that visitor.ts uses. */
declare module 'proxy-addr' {
  type Trust = (address: string, hop: number) => boolean;
  interface Request {
    socket?: { remoteAddress?: string };
    headers: Record<string, string | string[] | undefined>;
  }
  const proxyaddr: {
    /** The socket's address, then X-Forwarded-For right to left, up to the first address `trust` does not trust. */
    all(req: Request, trust?: Trust): string[];
    /** A trust function of the addresses, CIDR ranges and names (`loopback`, `linklocal`, `uniquelocal`) given. */
    compile(value: string | string[]): Trust;
  };
  export default proxyaddr;
}
