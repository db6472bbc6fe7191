import { appIconPng } from '@/lib/pwa/app-icon';
import { DRAWN_ICON_SIZES } from '@/lib/pwa/manifest';
import { appFileSite, noAppFile } from '@/lib/pwa/route-site';

interface Context {
  params: Promise<{ host: string; locale: string; file: string }>;
}

/** /app-icon/192.png, /app-icon/512.png (the manifest's) and /app-icon/180.png (Apple's touch icon), drawn per merchant. */
export async function GET(_request: Request, { params }: Context) {
  const { file } = await params;
  const size = Number(/^(\d{3})\.png$/.exec(file)?.[1]);
  if (!DRAWN_ICON_SIZES.includes(size)) return noAppFile({ kind: 'not-found' });
  const result = await appFileSite(params);
  if (result.kind !== 'ok') return noAppFile(result);
  const png = await appIconPng(result.site, size);
  return new Response(png, {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
  });
}
