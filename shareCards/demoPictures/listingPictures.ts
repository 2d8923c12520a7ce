/**
 * @module Generated SVG pictures of listings and agents: the demo data shows plausible pictures
 * without loading anything from other hosts.
 */
import type { PictureRoom } from '../../domain/listings/pictureRooms';
import { createRng, hashSeed, type Rng } from '../../domain/helpers/seededRandom';
import { drawRoom } from './roomPictures';

type Palette = readonly string[];
const skies: Palette = ['#cfe8f7', '#d9ecf2', '#fde9d4', '#e4e9f7', '#f4efe2'];
const walls: Palette = ['#f2e3c9', '#e9d8c4', '#d8dee6', '#efe6da', '#e3d1bd', '#cfd8cf'];
const accents: Palette = ['#b5523b', '#7a4b3a', '#3f5f7a', '#5b7a3f', '#8a6d3b', '#6b4f7a'];
const skins: Palette = ['#f1c7a5', '#e0ac86', '#c68c64', '#f5d6bd'];
const hairs: Palette = ['#3b2a20', '#6b4a32', '#b08a5a', '#2b2b2b', '#8c8c8c'];

type Random = () => number;

/** A grid of windows inside a rectangle. */
function windows(x: number, y: number, w: number, h: number, cols: number, rows: number, fill: string): string {
  const cells: string[] = [];
  const cw = w / cols;
  const ch = h / rows;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      cells.push(`<rect x="${(x + c * cw + cw * 0.22).toFixed(1)}" y="${(y + r * ch + ch * 0.2).toFixed(1)}" width="${(cw * 0.56).toFixed(1)}" height="${(ch * 0.6).toFixed(1)}" rx="3" fill="${fill}"/>`);
    }
  }
  return cells.join('');
}

type Building = (random: Random, wall: string, accent: string) => string;

/** Ház: a family house with a pitched roof; also drawn for a type without a picture of its own. */
const house: Building = (_random, wall, accent) =>
  `<rect x="380" y="400" width="440" height="220" fill="${wall}" stroke="#8a8070" stroke-width="3"/><polygon points="350,405 600,250 850,405" fill="${accent}"/>${windows(400, 430, 400, 120, 3, 1, '#7fa7c4')}<rect x="575" y="530" width="60" height="90" fill="#6b4a32"/>`;

/** The building of each property type (dropdown property_type 1..7), drawn on an 1200×800 ground at y=620. */
const buildings: Record<number, Building> = {
  // Lakás: a block of flats.
  1: (random, wall, accent) => {
    const floors = 4 + Math.floor(random() * 5);
    const h = floors * 60;
    return `<rect x="330" y="${620 - h}" width="540" height="${h}" fill="${wall}" stroke="#8a8070" stroke-width="3"/>${windows(330, 620 - h, 540, h, 6, floors, '#7fa7c4')}<rect x="570" y="560" width="60" height="60" fill="${accent}"/>`;
  },
  2: house,
  // Telek: a plot with a fence and a tree.
  3: (random) =>
    `<rect x="150" y="560" width="900" height="60" fill="#9cc27a"/>${Array.from({ length: 19 }, (_, i) => `<rect x="${160 + i * 48}" y="520" width="10" height="60" fill="#a07c55"/>`).join('')}<rect x="150" y="535" width="900" height="8" fill="#a07c55"/><circle cx="${300 + Math.floor(random() * 600)}" cy="430" r="90" fill="#5f8f4a"/>`,
  // Nyaraló: a holiday cabin by the water.
  4: (_random, wall, accent) =>
    `<rect x="0" y="640" width="1200" height="160" fill="#7fb3d5"/><rect x="440" y="450" width="320" height="170" fill="${wall}" stroke="#8a8070" stroke-width="3"/><polygon points="410,455 600,330 790,455" fill="${accent}"/>${windows(460, 480, 280, 70, 2, 1, '#7fa7c4')}`,
  // Garázs: a garage door.
  5: (_random, wall) =>
    `<rect x="420" y="400" width="360" height="220" fill="${wall}" stroke="#8a8070" stroke-width="3"/><rect x="460" y="450" width="280" height="170" fill="#9aa3ab"/>${Array.from({ length: 6 }, (_, i) => `<rect x="460" y="${462 + i * 27}" width="280" height="4" fill="#7d858c"/>`).join('')}`,
  // Iroda: a glass office tower.
  6: (random) => {
    const h = 380 + Math.floor(random() * 140);
    return `<rect x="430" y="${620 - h}" width="340" height="${h}" fill="#7f9db5" stroke="#4f6a80" stroke-width="3"/>${windows(430, 620 - h, 340, h, 5, Math.floor(h / 45), '#b9d3e6')}`;
  },
  // Üzlethelyiség: a shopfront with an awning.
  7: (_random, wall, accent) =>
    `<rect x="330" y="380" width="540" height="240" fill="${wall}" stroke="#8a8070" stroke-width="3"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${330 + i * 60}" y="400" width="60" height="50" fill="${i % 2 ? '#ffffff' : accent}"/>`).join('')}<rect x="370" y="470" width="320" height="150" fill="#9cc3dd"/><rect x="720" y="470" width="110" height="150" fill="#6b4a32"/>`,
};

/** The outside of the property: sky, sun, ground and the building of its type. */
function exterior(rng: Rng, propertyType: number, sky: string, wall: string, accent: string): string {
  const draw = buildings[propertyType] ?? house;
  return `<rect x="0" y="0" width="1200" height="800" fill="${sky}"/>
<circle cx="${150 + Math.floor(rng.next() * 900)}" cy="130" r="60" fill="#fff4c2"/>
<rect x="0" y="620" width="1200" height="180" fill="#a9c98b"/>
${draw(rng.next, wall, accent)}`;
}

/**
 * A listing picture: the outside of the property, or one of its rooms, in the colours every
 * picture of the same seed shares; `og` gives the 1200×630 share size.
 */
export function propertySvg(seed: number, propertyType: number, og: boolean, room?: PictureRoom): string {
  const rng = createRng(hashSeed(`property:${seed}`));
  const sky = rng.pick(skies);
  const wall = rng.pick(walls);
  const accent = rng.pick(accents);
  const body = room ? drawRoom(room, createRng(hashSeed(`property:${seed}:${room}`)), { sky, wall, accent }) : exterior(rng, propertyType, sky, wall, accent);
  const height = og ? 630 : 800;
  const offset = og ? -120 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${-offset} 1200 ${height}" width="1200" height="${height}" preserveAspectRatio="xMidYMid slice">
${body}
</svg>`;
}

/** An agent's portrait placeholder: head and shoulders on a colour of the seed. */
export function personSvg(seed: number): string {
  const rng = createRng(hashSeed(`person:${seed}`));
  const background = rng.pick(accents);
  const skin = rng.pick(skins);
  const hair = rng.pick(hairs);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<rect width="400" height="400" fill="${background}"/>
<ellipse cx="200" cy="400" rx="150" ry="120" fill="#2f3b4a"/>
<circle cx="200" cy="180" r="82" fill="${skin}"/>
<path d="M118 170 Q120 90 200 92 Q280 90 282 170 Q260 125 200 128 Q140 125 118 170Z" fill="${hair}"/>
</svg>`;
}
