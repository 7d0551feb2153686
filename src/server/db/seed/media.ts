// The ~27 distinct demo images; rows reuse them (several notices share a card picture, as real sites do).
import { settingsData } from './settings.ts';
import type { SeedFiles } from './files.ts';
import type { Scene } from './images.ts';

interface Picture {
  url: string;
  width: number;
  height: number;
}

export interface Media {
  logo: string;
  slides: string[];
  cards: Picture[];
  tall: Picture[];
  portraits: string[];
  icons: string[];
  /** The donation page's payment QR code (a demo text, settings.json). */
  donationQr: string;
}

const cardScenes: Scene[] = ['pagoda', 'stupa', 'shikhara', 'chariot', 'mountains'];

export function createMedia(files: SeedFiles): Media {
  const slideScenes: Scene[] = ['pagoda', 'chariot', 'stupa', 'shikhara', 'mountains'];
  const slides = slideScenes.map((scene, i) =>
    files.image('slides', `slide-${i + 1}`, { scene, width: 1600, height: 900, format: 'jpg', variant: i }),
  );
  const cards = Array.from({ length: 10 }, (_, i) => {
    const format = i % 2 ? 'webp' : 'jpg';
    const url = files.image('content', `heritage-${i + 1}`, {
      scene: cardScenes[i % cardScenes.length] as Scene,
      width: 800,
      height: 600,
      format,
      variant: i + 1,
    });
    return { url, width: 800, height: 600 };
  });
  const tall = Array.from({ length: 3 }, (_, i) => {
    const scene = (['pagoda', 'shikhara', 'chariot'] as const)[i] as Scene;
    const url = files.image('gallery', `portrait-view-${i + 1}`, {
      scene,
      width: 600,
      height: 800,
      format: 'webp',
      variant: i + 3,
    });
    return { url, width: 600, height: 800 };
  });
  const portraits = Array.from({ length: 4 }, (_, i) =>
    files.image('people', `person-${i + 1}`, {
      scene: 'portrait',
      width: 400,
      height: 400,
      format: 'png',
      variant: i,
    }),
  );
  const icons = Array.from({ length: 4 }, (_, i) =>
    files.image('services', `service-${i + 1}`, {
      scene: 'icon',
      width: 256,
      height: 256,
      format: 'png',
      variant: i + 1,
    }),
  );
  const logo = files.image('site', 'logo', {
    scene: 'logo',
    width: 256,
    height: 256,
    format: 'png',
    variant: 5,
  });
  const donationQr = files.qr('site', 'donation-qr', settingsData.donations.qr_text);
  return { logo, slides, cards, tall, portraits, icons, donationQr };
}
