// The gallery grid as the server renders it: plain links to the full images, sizes reserved, the
// first photo double, and no viewer until JavaScript runs.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GalleryImage } from '#shared/contract/gallery.ts';
import type { Lang } from '#shared/i18n/index.ts';
import { LanguageProvider } from '#web/lib/i18n/language-context.tsx';
import { GalleryGrid } from './gallery-grid.tsx';

const images: GalleryImage[] = Array.from({ length: 7 }, (_, index) => ({
  id: index + 1,
  image: `/uploads/gallery/${index + 1}.jpg`,
  caption_en: index === 3 ? '' : `Photo number ${index + 1}`,
  caption_ne: index === 3 ? '' : `तस्बिर नम्बर ${index + 1}`,
  width: 800,
  height: 600,
  image_position: index === 1 ? '20% 85%' : null,
}));

const render = (lang: Lang = 'en') =>
  renderToString(
    <LanguageProvider initial={lang}>
      <GalleryGrid images={images} label="Gallery photos" />
    </LanguageProvider>,
  );

describe('GalleryGrid', () => {
  it('links every photo to its full image, with its size and the caption as alt', () => {
    const html = render();
    const hrefs = [...html.matchAll(/<a[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual(images.map((image) => image.image));
    expect(html.match(/width="800" height="600"/g)).toHaveLength(images.length);
    expect(html).toContain('alt="Photo number 1"');
    // A photo without a caption still gets a name.
    expect(html).toContain('alt="Photo 4"');
    expect(html).not.toContain('<dialog');
  });

  it('makes the first photo double size and loads the ones below the fold lazily', () => {
    const html = render();
    expect(html).toMatch(/<li class="aspect-square col-span-2 row-span-2">/);
    expect(html.match(/loading="eager"/g)).toHaveLength(5);
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
    expect(html).toContain('grid-cols-2');
    expect(html).toContain('md:grid-cols-4');
  });

  it('keeps a library picture’s focal point in view in its square tile, and others centred', () => {
    const html = render();
    expect(html.match(/object-position:20% 85%/g)).toHaveLength(1);
    expect(html.match(/style=/g)).toHaveLength(1);
  });

  it('uses the Nepali captions and digits in Nepali', () => {
    const html = render('ne');
    expect(html).toContain('alt="तस्बिर नम्बर 1"');
    expect(html).toContain('alt="तस्बिर ४"');
  });
});
