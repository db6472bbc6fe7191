/**
 * Radix's scroll lock (react-remove-scroll) inserts its <style> with get-nonce's nonce: components/system/style-nonce.tsx
 * hands it the document's own when the layout's code loads. (That the browser then applies the style is
 * tests/e2e/security/csp.spec.ts.)
 */
describe('the nonce for the styles libraries insert', () => {
  /** Loads the module afresh (with a fresh get-nonce) in the document as it is, and reads what get-nonce gives. */
  async function nonceAfterLoad(): Promise<string | undefined> {
    let nonce: string | undefined;
    await jest.isolateModulesAsync(async () => {
      await import('@/components/system/style-nonce');
      nonce = (await import('get-nonce')).getNonce();
    });
    return nonce;
  }

  afterEach(() => document.head.replaceChildren());

  it('is the nonce the server put on the document’s scripts', async () => {
    const script = document.createElement('script');
    script.setAttribute('nonce', 'FwrT8ozba83dCccezZ1+Vg==');
    document.head.appendChild(script);
    expect(await nonceAfterLoad()).toBe('FwrT8ozba83dCccezZ1+Vg==');
  });

  it('is left unset on a document without one', async () => {
    expect(await nonceAfterLoad()).toBeUndefined();
  });
});
