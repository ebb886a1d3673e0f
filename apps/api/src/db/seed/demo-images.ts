import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { FileStorage } from '../../modules/uploads';
import type { BodyShape } from './marketplace-catalog';

/**
 * Demo car photos (a side-view silhouette per body shape and paint colour) and banner
 * pictures, rendered from SVG into the file storage (the uploads folder or the S3 bucket)
 * under the names the upload service would give them, so they are served like any upload.
 * Names are derived from what is drawn, so every seed refers to the same files and a
 * restart finds them already written.
 */

const FOLDER = '2026/01';
const WIDTH = 800;
const HEIGHT = 500;
const THUMB_WIDTH = 400;

const bodies: Record<BodyShape, { body: string; windows: string; wheels: [number, number] }> = {
  sedan: {
    body: 'M70 330 L95 285 Q120 262 200 255 L275 205 Q305 188 350 186 L460 188 Q500 192 535 232 L590 258 Q640 272 660 300 L665 330 Z',
    windows: 'M290 212 Q312 198 350 197 L445 198 Q478 200 505 232 L300 240 Z',
    wheels: [195, 560],
  },
  suv: {
    body: 'M60 340 L68 262 Q78 236 120 230 L190 165 Q202 152 235 152 L540 152 Q568 154 582 178 L620 236 Q655 248 668 284 L670 340 Z',
    windows: 'M205 172 Q214 164 238 164 L528 164 Q550 166 560 184 L588 232 L190 236 Z',
    wheels: [190, 560],
  },
  pickup: {
    body: 'M60 340 L64 250 L400 250 L410 170 Q414 156 440 156 L560 158 Q585 160 600 185 L635 240 Q668 252 676 288 L678 340 Z',
    windows: 'M425 170 Q428 166 445 166 L552 168 Q572 170 584 190 L608 236 L420 238 Z',
    wheels: [180, 575],
  },
};

/** A car's paths, drawn on an 800 × 500 canvas (the caller places and scales it). */
function carShapes(shape: BodyShape, hex: string) {
  const { body, windows, wheels } = bodies[shape];
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="340" r="46" fill="#1f2327"/><circle cx="${x}" cy="340" r="22" fill="#b9c0c7"/>`;
  return `<ellipse cx="${WIDTH / 2}" cy="392" rx="330" ry="22" fill="#000" fill-opacity="0.18"/>
  <path d="${body}" fill="${hex}" stroke="#2b2f33" stroke-width="4" stroke-linejoin="round"/>
  <path d="${windows}" fill="#33414f" fill-opacity="0.85"/>
  <path d="M90 300 L650 300" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"/>
  ${wheels.map(wheel).join('')}`;
}

function carSvg(shape: BodyShape, hex: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f5f7fa"/><stop offset="1" stop-color="#d9dee5"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  ${carShapes(shape, hex)}
</svg>`,
  );
}

/** A stable UUID-shaped name for `key`, as the upload service's names look. */
function stableName(key: string) {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const nameFor = (shape: BodyShape, colorName: string) =>
  stableName(`showroom-demo-car:${shape}:${colorName}`);

export type DemoImage = { shape: BodyShape; colorName: string; hex: string };

/** The storage key of a demo photo (the same whether or not it has been written yet). */
export const demoImageKey = (image: Pick<DemoImage, 'shape' | 'colorName'>) =>
  `${FOLDER}/${nameFor(image.shape, image.colorName)}.webp`;

/**
 * A demo banner: a wide picture (3:1) in its campaign's colours with a car on it. No text is
 * drawn: the banner's title is shown beside it, and fonts differ between machines.
 */
export type DemoBanner = {
  /** Names the file; the same key gives the same URL. */
  key: string;
  from: string;
  to: string;
  shape: BodyShape;
  paint: string;
};

const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;
const BANNER_THUMB_WIDTH = 400;

const bannerName = (banner: Pick<DemoBanner, 'key'>) =>
  stableName(`showroom-demo-banner:${banner.key}`);

/** The storage key of a demo banner picture (the same whether or not it has been written yet). */
export const demoBannerKey = (banner: Pick<DemoBanner, 'key'>) =>
  `${FOLDER}/${bannerName(banner)}.webp`;

function bannerSvg(banner: DemoBanner): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${banner.from}"/><stop offset="1" stop-color="${banner.to}"/>
  </linearGradient></defs>
  <rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)"/>
  <circle cx="980" cy="60" r="260" fill="#ffffff" fill-opacity="0.08"/>
  <rect x="70" y="120" width="420" height="34" rx="17" fill="#ffffff" fill-opacity="0.85"/>
  <rect x="70" y="176" width="300" height="22" rx="11" fill="#ffffff" fill-opacity="0.55"/>
  <rect x="70" y="250" width="170" height="54" rx="27" fill="#ffffff"/>
  <g transform="translate(560 40) scale(0.8)">${carShapes(banner.shape, banner.paint)}</g>
</svg>`,
  );
}

/** A picture and its thumbnail, each rendered and stored unless the storage has it. */
async function storeOnce(
  storage: FileStorage,
  key: string,
  render: { main: () => Promise<Buffer>; thumbnail: () => Promise<Buffer> },
) {
  const thumbnailKey = key.replace(/\.webp$/, '-thumb.webp');
  for (const [file, draw] of [
    [key, render.main],
    [thumbnailKey, render.thumbnail],
  ] as const) {
    if (!(await storage.exists(file))) await storage.put(file, await draw(), 'image/webp');
  }
}

/** Renders every missing banner picture (and its thumbnail) into the storage. */
export async function writeDemoBanners(storage: FileStorage, banners: DemoBanner[]) {
  await Promise.all(
    banners.map((banner) => {
      const svg = bannerSvg(banner);
      return storeOnce(storage, demoBannerKey(banner), {
        main: () => sharp(svg).webp({ quality: 80, effort: 0 }).toBuffer(),
        thumbnail: () =>
          sharp(svg, { density: (72 * BANNER_THUMB_WIDTH) / BANNER_WIDTH })
            .webp({ quality: 75, effort: 0 })
            .toBuffer(),
      });
    }),
  );
}

/** Renders every missing photo (and its thumbnail) into the storage. */
export async function writeDemoImages(storage: FileStorage, images: DemoImage[]) {
  await Promise.all(
    images.map((image) => {
      const svg = carSvg(image.shape, image.hex);
      return storeOnce(storage, demoImageKey(image), {
        main: () => sharp(svg).webp({ quality: 80, effort: 0 }).toBuffer(),
        thumbnail: () =>
          sharp(svg, { density: (72 * THUMB_WIDTH) / WIDTH })
            .webp({ quality: 75, effort: 0 })
            .toBuffer(),
      });
    }),
  );
}
