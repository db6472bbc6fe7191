import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // The catalogs' ICU messages are compiled at build time (next-intl's precompile): no message parser in the browser's
  // bundles, and no parsing of a message on any render, on the server or in the browser.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // gzip by the site itself, unless a proxy in front compresses (SITE_COMPRESS=off; the e2e lanes set it too). Read when
  // the server starts, not at build time.
  compress: process.env.SITE_COMPRESS !== 'off',
  reactStrictMode: true,
  images: { unoptimized: true },
  // CI type-checks the whole repository on its own (`npm run typecheck`); this skips the build's second pass.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  // Metadata in the <head> for every visitor, not streamed into the body (Next 16 streams it to every user agent but a
  // short list of bots). Lighthouse, and crawlers outside that list, read the description and canonical from <head>.
  htmlLimitedBots: /.*/,
  // The platform contract is its own package of TypeScript sources (platform-contract/), compiled with the site.
  transpilePackages: ['@site/platform-contract'],
  // Loaded from node_modules, never bundled: prom-client's default registry is then one per process, shared by every
  // route and by the site's server around Next, whichever of them records a metric and whichever serves them.
  serverExternalPackages: ['prom-client'],
  experimental: {},
};

export default withNextIntl(nextConfig);
