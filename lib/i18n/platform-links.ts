import { localizedPath } from './locale-path';

/**
 * Links inside the platform's HTML (about text, help articles, notices) name site paths without a language and point
 * at /help. On the page they must keep the page's language (/vi/…) and reach the help centre this visitor may open
 * (/helpmc where login-to-home closes /help to visitors). Runs on sanitized HTML, where every href is quoted.
 */
export function localizeSiteLinks(html: string, options: { locale: string; defaultLanguage: string; helpPath: string }): string {
  return html.replace(/href="(\/(?!\/)[^"]*)"/g, (_match, href: string) => {
    const [path = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(href)!.slice(1);
    const target = path === '/help' || path === '/helpmc' ? options.helpPath : path;
    return `href="${localizedPath(target, options.locale, options.defaultLanguage)}${rest}"`;
  });
}
