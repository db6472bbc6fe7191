import type { BrowserContext, Page } from '@playwright/test';
import { EVIL_HOST } from './payloads';
import { watchNetwork } from './settle';

/**
 * The browser half of the XSS checks: the corpus (support/payloads.ts) sets `window.__xss`, opens a dialog or loads
 * something from evil.example when it runs. A page is opened once, with everything it renders, and then asked what
 * ran: assignments to `__xss`, dialogs, requests to evil.example, CSP violations (markup that reached the DOM and was
 * only stopped by the policy: the sanitizer's or React's failure, even though nothing ran), and, in the live DOM after
 * hydration and client rendering, event-handler attributes, script URLs and elements the site never renders.
 */

const EVIL = new RegExp(`^[a-z][a-z0-9+.-]*://([^/?#]*[.@])?${EVIL_HOST.replace(/\./g, '\\.')}([:/?#]|$)`, 'i');

/** Before the first navigation of any page of `context`. */
export async function armContext(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __xssHits: string[]; __cspViolations: string[] };
    w.__xssHits = [];
    w.__cspViolations = [];
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => undefined,
      set: (value: unknown) => {
        w.__xssHits.push(String(value));
      },
    });
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${event.sample ? `: ${event.sample}` : ''}`);
    });
  });
  // Nothing really goes to evil.example (and no DNS lookup is made); the page's listener still sees the attempt.
  await context.route(EVIL, (route) => route.abort());
}

export interface Probe {
  url: string;
  findings: string[];
}

/** Opens `url`, lets `interact` do what a visitor would (open a menu…), opens every disclosure, and reports. */
export async function probe(page: Page, url: string, interact?: (page: Page) => Promise<void>): Promise<Probe> {
  const findings: string[] = [];
  const onDialog = (dialog: import('@playwright/test').Dialog) => {
    findings.push(`a ${dialog.type()} dialog opened: ${dialog.message()}`);
    dialog.dismiss().catch(() => undefined);
  };
  const onRequest = (request: import('@playwright/test').Request) => {
    if (EVIL.test(request.url())) findings.push(`a request to ${request.url()}`);
  };
  page.on('dialog', onDialog);
  page.on('request', onRequest);
  const network = watchNetwork(page);
  try {
    await page.goto(url, { waitUntil: 'load' });
    if (interact) await interact(page);
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
    // Hydration and client rendering, and any image error handler a payload brought: done once none of the page's
    // requests (chunks, client queries, images) is in flight and the page has been idle since.
    await network.settled();
    const state = await page.evaluate(() => {
      const w = window as unknown as { __xssHits?: string[]; __cspViolations?: string[] };
      const dom: string[] = [];
      const scriptUrl = /^\s*(javascript|vbscript|data):/i;
      for (const element of Array.from(document.querySelectorAll('*'))) {
        const tag = element.tagName.toLowerCase();
        if (['iframe', 'frame', 'object', 'embed', 'base', 'applet', 'portal'].includes(tag)) dom.push(`a <${tag}> element`);
        if (tag === 'meta' && /refresh/i.test(element.getAttribute('http-equiv') ?? '')) dom.push('a meta refresh');
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase();
          if (name.startsWith('on')) dom.push(`<${tag} ${name}="${attribute.value.slice(0, 60)}">`);
          if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'].includes(name)) {
            const image = tag === 'img' && name === 'src' && /^data:image\//i.test(attribute.value);
            if (name === 'srcdoc' || (scriptUrl.test(attribute.value) && !image)) dom.push(`<${tag} ${name}="${attribute.value.slice(0, 60)}">`);
          }
        }
      }
      return { hits: w.__xssHits ?? ['(the init script did not run)'], violations: w.__cspViolations ?? [], dom };
    });
    for (const hit of state.hits) findings.push(`window.__xss was set to ${hit}`);
    for (const violation of state.violations) findings.push(`CSP violation: ${violation}`);
    for (const item of state.dom) findings.push(`in the DOM: ${item}`);
  } finally {
    network.stop();
    page.off('dialog', onDialog);
    page.off('request', onRequest);
  }
  return { url, findings };
}
