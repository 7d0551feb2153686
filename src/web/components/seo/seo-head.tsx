// What every public page tells search engines and link previews (Facebook, X, WhatsApp, Viber): its
// canonical address in the language shown, the address in the other language (hreflang), and OpenGraph
// and Twitter card defaults. A page says more of itself (an item: its title, text and picture) with
// <ItemPreviewTags>, rendered after these so its values win.
import { useLocation } from 'react-router';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { usePublicUrl, useSiteName } from '#web/lib/layout/use-layout-data.ts';
import { pageAddress } from '#shared/page-address.ts';

const DEFAULT_PREVIEW_IMAGE = '/icons/icon-512.png';

export function SeoHead() {
  const { lang } = useI18n();
  const publicUrl = usePublicUrl();
  const siteName = useSiteName();
  const { pathname, search } = useLocation();
  const ne = pageAddress(publicUrl, pathname, search, 'ne');
  const en = pageAddress(publicUrl, pathname, search, 'en');
  const canonical = lang === 'en' ? en : ne;
  return (
    <>
      <link rel="canonical" href={canonical} />
      <link rel="alternate" hrefLang="ne" href={ne} />
      <link rel="alternate" hrefLang="en" href={en} />
      <link rel="alternate" hrefLang="x-default" href={ne} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={lang === 'ne' ? 'ne_NP' : 'en_US'} />
      <meta property="og:locale:alternate" content={lang === 'ne' ? 'en_US' : 'ne_NP'} />
    </>
  );
}

/** A page's description and its link preview: title, description, picture (absolute), article or not. */
export function PreviewTags({
  title,
  description,
  image,
  type = 'website',
}: {
  title: string;
  description: string;
  image?: string | null;
  type?: 'website' | 'article';
}) {
  const publicUrl = usePublicUrl();
  const picture = `${publicUrl}${image ?? DEFAULT_PREVIEW_IMAGE}`;
  return (
    <>
      <meta name="description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={picture} />
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={picture} />
    </>
  );
}
