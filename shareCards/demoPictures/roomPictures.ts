/**
 * @module Generated SVG pictures of a listing's rooms and views (living room, kitchen, bathroom,
 * balcony, garden, office space …): a listing's gallery shows a different picture per room,
 * all in the listing's own colours, and nothing is loaded from other hosts.
 */
import type { PictureRoom } from '../../domain/listings/pictureRooms';
import type { Rng } from '../../domain/helpers/seededRandom';

/** The colours one listing's pictures share, so its rooms look like one home. */
interface RoomPalette {
  sky: string;
  wall: string;
  accent: string;
}

type Draw = (rng: Rng, palette: RoomPalette) => string;

const floors = ['#b48a5a', '#c9a27a', '#8f6a48', '#d8c3a5'] as const;
const fabrics = ['#e8e2d6', '#cfd6de', '#f1e4d0', '#d9d2e6'] as const;
const leaves = ['#5f8f4a', '#4f7f3f', '#6fa05a'] as const;
const goods = ['#c0504d', '#4f81bd', '#9bbb59', '#f79646', '#8064a2', '#4bacc6'] as const;

const n = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, radius: number, fill: string) => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${fill}"/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) => `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`;
const repeat = (count: number, draw: (i: number) => string) => Array.from({ length: count }, (_, i) => draw(i)).join('');

/** Back wall, floor and skirting: the inside of a room. */
const interior = (wall: string, floor: string) => `${rect(0, 0, 1200, 560, wall)}${rect(0, 560, 1200, 240, floor)}${rect(0, 552, 1200, 10, '#ffffff', ' opacity="0.7"')}`;

/** A window with its frame, panes and the sky behind it. */
const windowPane = (x: number, y: number, w: number, h: number, sky: string) =>
  `${rect(x - 10, y - 10, w + 20, h + 20, '#f7f7f4')}${rect(x, y, w, h, sky)}${rect(x + w / 2 - 4, y, 8, h, '#f7f7f4')}${rect(x, y + h / 2 - 4, w, 8, '#f7f7f4')}`;

const plant = (x: number, y: number, rng: Rng) => `${rect(x - 22, y - 40, 44, 40, '#a0674b')}${circle(x, y - 75, 40, rng.pick(leaves))}${circle(x - 25, y - 55, 25, rng.pick(leaves))}${circle(x + 25, y - 58, 26, rng.pick(leaves))}`;

const tree = (x: number, ground: number, size: number, rng: Rng) =>
  `${rect(x - size * 0.12, ground - size * 1.4, size * 0.24, size * 1.4, '#7a5a3a')}${circle(x, ground - size * 1.6, size, rng.pick(leaves))}${circle(x - size * 0.6, ground - size * 1.3, size * 0.7, rng.pick(leaves))}${circle(x + size * 0.6, ground - size * 1.35, size * 0.7, rng.pick(leaves))}`;

const chair = (x: number, y: number, color: string) => `${rect(x, y, 70, 90, color, ' rx="8"')}${rect(x - 6, y + 70, 82, 22, color, ' rx="6"')}${rect(x, y + 92, 8, 50, '#5b4636')}${rect(x + 62, y + 92, 8, 50, '#5b4636')}`;

/** Nappali: a sofa under a window, a rug, a coffee table, a lamp and a plant. */
const living: Draw = (rng, { sky, wall, accent }) => {
  const windowX = rng.int(100, 760);
  const sofaX = rng.int(150, 600);
  return `${interior(wall, rng.pick(floors))}${windowPane(windowX, 130, 300, 260, sky)}
${ellipse(sofaX + 210, 680, 330, 60, rng.pick(fabrics))}
${rect(sofaX, 390, 420, 120, accent, ' rx="20"')}${rect(sofaX - 10, 470, 440, 80, accent, ' rx="14"')}${rect(sofaX - 40, 430, 55, 130, accent, ' rx="14"')}${rect(sofaX + 405, 430, 55, 130, accent, ' rx="14"')}
${rect(sofaX + 30, 420, 90, 60, rng.pick(fabrics), ' rx="10"')}${rect(sofaX + 300, 420, 90, 60, rng.pick(fabrics), ' rx="10"')}
${rect(sofaX + 90, 610, 240, 18, '#6b4a32', ' rx="4"')}${rect(sofaX + 100, 628, 10, 40, '#6b4a32')}${rect(sofaX + 310, 628, 10, 40, '#6b4a32')}
${rect(1040, 260, 8, 300, '#444444')}<polygon points="1000,260 1088,260 1070,200 1018,200" fill="${rng.pick(fabrics)}"/>${plant(90, 560, rng)}`;
};

/** Konyha: wall and base cabinets, a worktop with hob and sink, a fridge, tiles between. */
const kitchen: Draw = (rng, { sky, wall, accent }) => {
  const fridgeLeft = rng.chance(0.5);
  const fridgeX = fridgeLeft ? 80 : 980;
  const runX = fridgeLeft ? 230 : 100;
  const doors = rng.int(4, 6);
  const doorW = 820 / doors;
  const cabinet = rng.pick(['#f2f0ea', '#d6c4a8', accent, '#5d6b73']);
  return `${interior(wall, '#d9d4cc')}${repeat(12, (i) => rect(0, 600 + i * 20, 1200, 2, '#c4bdb2'))}
${rect(runX, 320, 820, 110, '#ece8e0')}${repeat(20, (i) => rect(runX + i * 41, 320, 2, 110, '#d5d0c6'))}${repeat(3, (i) => rect(runX, 340 + i * 30, 820, 2, '#d5d0c6'))}
${repeat(doors, (i) => (i === 1 ? windowPane(runX + i * doorW + 12, 150, doorW - 24, 140, sky) : rect(runX + i * doorW + 4, 140, doorW - 8, 170, cabinet, ' rx="4"')))}
${rect(runX - 10, 430, 840, 22, '#3f3f3f')}${repeat(doors, (i) => rect(runX + i * doorW + 4, 456, doorW - 8, 160, cabinet, ' rx="4"') + rect(runX + i * doorW + doorW / 2 - 20, 470, 40, 6, '#888888'))}
${circle(runX + 150, 441, 18, '#222222')}${circle(runX + 200, 441, 18, '#222222')}${rect(runX + 520, 432, 140, 12, '#b8bec4')}${rect(runX + 585, 395, 8, 38, '#9aa1a8')}
${rect(fridgeX, 150, 130, 470, '#e4e7ea', ' rx="8"')}${rect(fridgeX, 330, 130, 4, '#c3c8cc')}${rect(fridgeX + 108, 190, 8, 100, '#9aa1a8')}`;
};

/** Hálószoba: a double bed with pillows and a blanket, night stands with lamps, a wardrobe. */
const bedroom: Draw = (rng, { sky, wall, accent }) => {
  const bedX = rng.int(300, 520);
  const wardrobeLeft = bedX > 420;
  return `${interior(wall, rng.pick(floors))}${windowPane(wardrobeLeft ? 820 : 120, 140, 240, 240, sky)}
${rect(wardrobeLeft ? 40 : 960, 150, 200, 420, '#d6c4a8')}${rect(wardrobeLeft ? 138 : 1058, 150, 4, 420, '#b8a68a')}
${rect(bedX, 320, 420, 190, '#8f6a48', ' rx="14"')}${rect(bedX - 10, 470, 440, 90, '#f7f5f0', ' rx="10"')}${rect(bedX - 20, 505, 460, 120, accent, ' rx="12"')}
${ellipse(bedX + 110, 470, 80, 30, '#ffffff')}${ellipse(bedX + 310, 470, 80, 30, '#ffffff')}
${rect(bedX - 110, 470, 80, 90, '#6b4a32')}${rect(bedX + 450, 470, 80, 90, '#6b4a32')}
<polygon points="${bedX - 100},430 ${bedX - 40},430 ${bedX - 55},390 ${bedX - 85},390" fill="${rng.pick(fabrics)}"/>${rect(bedX - 74, 430, 8, 40, '#555555')}
<polygon points="${bedX + 460},430 ${bedX + 520},430 ${bedX + 505},390 ${bedX + 475},390" fill="${rng.pick(fabrics)}"/>${rect(bedX + 486, 430, 8, 40, '#555555')}`;
};

/** Gyerekszoba: a small bed, a desk with a chair, a shelf of books and toys on the floor. */
const nursery: Draw = (rng, { sky, wall, accent }) => {
  const books = repeat(14, (i) => rect(760 + i * 22, 190 + (i % 3) * 2, 18, 60 - (i % 3) * 2, rng.pick(goods)));
  return `${interior(wall, rng.pick(floors))}${windowPane(420, 140, 220, 220, sky)}
${repeat(6, (i) => circle(120 + i * 170, 70 + (i % 2) * 30, 14, '#fff4c2'))}
${rect(740, 250, 340, 12, '#8f6a48')}${books}
${rect(80, 420, 300, 150, '#f7f5f0', ' rx="10"')}${rect(80, 470, 300, 100, accent, ' rx="10"')}${rect(70, 360, 16, 210, '#8f6a48')}${rect(374, 400, 16, 170, '#8f6a48')}
${rect(700, 420, 300, 18, '#c9a27a')}${rect(710, 438, 12, 130, '#8f6a48')}${rect(978, 438, 12, 130, '#8f6a48')}${chair(820, 420, rng.pick(goods))}
${repeat(4, (i) => rect(480 + i * 46, 690 - (i % 2) * 36, 40, 40, rng.pick(goods), ' rx="4"'))}`;
};

/** Fürdőszoba: tiled walls, a bathtub, a basin with a mirror and a towel. */
const bathroom: Draw = (rng, { accent }) => {
  const tile = rng.pick(['#e6eef2', '#f1ece4', '#e3e8e1', '#ececec']);
  const tubLeft = rng.chance(0.5);
  const tubX = tubLeft ? 80 : 620;
  const basinX = tubLeft ? 820 : 200;
  return `${rect(0, 0, 1200, 800, tile)}${repeat(30, (i) => rect(i * 40, 0, 2, 560, '#cfd8dc'))}${repeat(14, (i) => rect(0, i * 40, 1200, 2, '#cfd8dc'))}
${rect(0, 560, 1200, 240, '#9aa5ab')}${repeat(16, (i) => rect(i * 80, 560, 2, 240, '#87939a'))}
${rect(tubX, 430, 500, 160, '#ffffff', ' rx="40"')}${rect(tubX + 20, 440, 460, 40, '#d6eef7', ' rx="18"')}${rect(tubX + 430, 360, 10, 80, '#b8bec4')}
${ellipse(basinX + 90, 250, 85, 110, '#d6eef7')}${rect(basinX, 430, 180, 40, '#ffffff', ' rx="16"')}${rect(basinX + 20, 470, 140, 120, '#d6c4a8')}${rect(basinX + 85, 400, 10, 32, '#b8bec4')}
${rect(tubLeft ? 1060 : 40, 320, 90, 8, '#b8bec4')}${rect(tubLeft ? 1070 : 50, 328, 70, 150, accent, ' rx="6"')}`;
};

/** Erkély: the view over the railing to the street's other houses, chairs and flower boxes. */
const balcony: Draw = (rng, { sky, wall, accent }) => {
  const houses = repeat(6, (i) => {
    const h = rng.int(220, 420);
    return rect(i * 210 - 20, 520 - h, 200, h, rng.pick(['#d8d2c4', '#c9c2b5', '#e3dccf', wall]), ' opacity="0.9"') + repeat(3, (j) => rect(i * 210 + 10 + j * 60, 540 - h, 30, 40, '#9fb4c4'));
  });
  return `${rect(0, 0, 1200, 800, sky)}${houses}${rect(0, 600, 1200, 200, '#b7a48c')}
${rect(0, 420, 1200, 14, '#4a4a4a')}${repeat(30, (i) => rect(i * 40 + 16, 434, 8, 170, '#4a4a4a'))}
${repeat(4, (i) => rect(80 + i * 300, 395, 110, 28, '#a0674b') + circle(110 + i * 300, 385, 18, rng.pick(goods)) + circle(160 + i * 300, 380, 16, rng.pick(goods)))}
${chair(380, 560, accent)}${chair(700, 560, accent)}${ellipse(600, 600, 80, 16, '#5b4636')}${rect(594, 600, 12, 80, '#5b4636')}`;
};

/** Terasz: a wooden deck with a table and a parasol, the garden beyond. */
const terrace: Draw = (rng, { sky, wall, accent }) =>
  `${rect(0, 0, 1200, 800, sky)}${rect(0, 430, 1200, 370, '#a9c98b')}${tree(rng.int(700, 1100), 470, 60, rng)}${tree(rng.int(250, 550), 450, 45, rng)}
${rect(0, 0, 150, 640, wall)}${rect(30, 250, 90, 390, '#6b4a32')}
${rect(0, 600, 1200, 200, '#b48a5a')}${repeat(10, (i) => rect(0, 610 + i * 20, 1200, 3, '#8f6a48'))}
${rect(596, 300, 8, 360, '#6b4a32')}<polygon points="420,320 780,320 600,230" fill="${accent}"/>
${ellipse(600, 580, 170, 26, '#f2f0ea')}${rect(592, 580, 16, 90, '#6b4a32')}${chair(380, 530, rng.pick(fabrics))}${chair(750, 530, rng.pick(fabrics))}`;

/** Kert: a lawn with trees and flower beds, the fence and a corner of the house. */
const garden: Draw = (rng, { sky, wall, accent }) => {
  const trees = repeat(rng.int(2, 4), () => tree(rng.int(120, 800), rng.int(470, 560), rng.int(45, 80), rng));
  const beds = repeat(2, (i) => ellipse(220 + i * 460, 700, 150, 34, '#7a5a3a') + repeat(8, (j) => circle(110 + i * 460 + j * 30, 690 + (j % 2) * 12, 9, rng.pick(goods))));
  return `${rect(0, 0, 1200, 800, sky)}${rect(0, 440, 1200, 360, '#9cc27a')}
${repeat(40, (i) => rect(i * 32, 380, 12, 80, '#c9a27a'))}${rect(0, 400, 1200, 8, '#a07c55')}
${trees}${rect(900, 200, 300, 440, wall)}<polygon points="880,205 1200,80 1200,205" fill="${accent}"/>${windowPane(960, 300, 140, 120, '#7fa7c4')}${beds}`;
};

/** Utcakép: the street in front, its houses and trees. */
const street: Draw = (rng, { sky, accent }) => {
  const houses = repeat(4, (i) => {
    const x = 30 + i * 300;
    const color = rng.pick(['#f2e3c9', '#e9d8c4', '#d8dee6', '#efe6da', '#e3d1bd']);
    return `${rect(x, 330, 240, 210, color, ' stroke="#8a8070" stroke-width="3"')}<polygon points="${x - 20},335 ${x + 120},${rng.int(220, 250)} ${x + 260},335" fill="${rng.pick(['#b5523b', '#7a4b3a', accent])}"/>${rect(x + 30, 380, 60, 60, '#7fa7c4')}${rect(x + 150, 380, 60, 60, '#7fa7c4')}${rect(x + 95, 460, 50, 80, '#6b4a32')}`;
  });
  return `${rect(0, 0, 1200, 800, sky)}${rect(0, 520, 1200, 110, '#a9c98b')}${houses}${tree(290, 600, 35, rng)}${tree(890, 600, 35, rng)}
${rect(0, 620, 1200, 40, '#c9c4bb')}${rect(0, 660, 1200, 140, '#6f7478')}${repeat(8, (i) => rect(40 + i * 150, 726, 80, 8, '#f2f2f2'))}`;
};

const desk = (x: number, y: number, accent: string) =>
  `${rect(x, y, 260, 16, '#e8e2d6')}${rect(x + 10, y + 16, 10, 120, '#9aa1a8')}${rect(x + 240, y + 16, 10, 120, '#9aa1a8')}${rect(x + 90, y - 90, 110, 70, '#2f3b4a', ' rx="4"')}${rect(x + 140, y - 20, 10, 20, '#2f3b4a')}${chair(x + 95, y + 40, accent)}`;

/** Irodatér: an open office with desks, screens and a glass wall. */
const workspace: Draw = (rng, { sky, accent }) =>
  `${interior('#eef0f2', '#8c949b')}${repeat(5, (i) => windowPane(40 + i * 235, 90, 200, 280, sky))}${repeat(4, (i) => rect(120 + i * 280, 20, 160, 12, '#ffffff'))}
${desk(rng.int(60, 140), 470, accent)}${desk(rng.int(460, 520), 470, accent)}${desk(rng.int(840, 900), 470, accent)}${plant(rng.chance(0.5) ? 60 : 1140, 700, rng)}`;

/** Tárgyaló: a long table with chairs and a screen on the wall. */
const meeting: Draw = (rng, { sky, wall, accent }) =>
  `${interior(wall, '#8c949b')}${rect(380, 120, 440, 250, '#2f3b4a', ' rx="6"')}${rect(400, 140, 400, 210, '#4f6a80')}${windowPane(rng.chance(0.5) ? 60 : 960, 130, 180, 300, sky)}
${repeat(4, (i) => chair(330 + i * 150, 420, accent))}<polygon points="300,560 900,560 1000,700 200,700" fill="#8f6a48"/>${repeat(4, (i) => rect(270 + i * 190, 680, 90, 110, accent, ' rx="12"'))}`;

const shelfUnit = (x: number, rng: Rng, item: () => string) =>
  `${rect(x, 150, 12, 440, '#9aa1a8')}${rect(x + 268, 150, 12, 440, '#9aa1a8')}${repeat(4, (row) => rect(x, 230 + row * 110, 280, 10, '#9aa1a8') + repeat(rng.int(3, 5), (i) => `<g transform="translate(${x + 16 + i * 60} ${230 + row * 110})">${item()}</g>`))}`;

/** Üzlettér: shelves of goods, a counter with a till, ceiling lights. */
const salesfloor: Draw = (rng, { wall, accent }) => {
  const product = () => {
    const h = rng.int(30, 60);
    return rect(0, -h, 44, h, rng.pick(goods), ' rx="3"');
  };
  return `${interior(wall, '#d9d4cc')}${repeat(5, (i) => rect(100 + i * 220, 30, 140, 12, '#ffffff'))}
${shelfUnit(60, rng, product)}${shelfUnit(860, rng, product)}
${rect(420, 440, 360, 150, accent, ' rx="6"')}${rect(410, 430, 380, 16, '#3f3f3f')}${rect(640, 380, 90, 50, '#2f3b4a', ' rx="4"')}`;
};

/** Raktár: shelving with boxes under a strip light. */
const storage: Draw = (rng) => {
  const box = () => {
    const h = rng.int(40, 70);
    return rect(0, -h, 50, h, rng.pick(['#c49a6c', '#b5895c', '#d2aa7d']), ' rx="2"');
  };
  return `${interior('#d8dadc', '#a3a6a8')}${rect(450, 20, 300, 14, '#ffffff')}${shelfUnit(60, rng, box)}${shelfUnit(460, rng, box)}${shelfUnit(860, rng, box)}`;
};

/** Garázs: the garage door from inside, a car and a shelf. */
const garage: Draw = (rng, { accent }) => {
  const car = rng.pick([accent, '#4f6a80', '#9aa1a8', '#7a1f2b']);
  return `${interior('#d8dadc', '#a3a6a8')}${rect(250, 120, 700, 440, '#9aa3ab')}${repeat(10, (i) => rect(250, 150 + i * 42, 700, 5, '#7d858c'))}
${rect(330, 470, 540, 120, car, ' rx="40"')}<polygon points="420,475 500,390 720,390 800,475" fill="${car}"/><polygon points="440,470 510,405 600,405 600,470" fill="#cfe3f0"/><polygon points="615,470 615,405 710,405 770,470" fill="#cfe3f0"/>
${circle(440, 600, 45, '#2b2b2b')}${circle(760, 600, 45, '#2b2b2b')}${circle(440, 600, 18, '#9aa1a8')}${circle(760, 600, 18, '#9aa1a8')}
${rect(1000, 260, 160, 10, '#9aa1a8')}${rect(1000, 380, 160, 10, '#9aa1a8')}${repeat(3, (i) => rect(1010 + i * 50, 215, 34, 45, rng.pick(goods)))}`;
};

const rooms: Record<PictureRoom, Draw> = { living, kitchen, bedroom, nursery, bathroom, balcony, terrace, garden, street, workspace, meeting, salesfloor, storage, garage };

/** The 1200×800 drawing of a room, in the listing's palette, varied by the seed. */
export function drawRoom(room: PictureRoom, rng: Rng, palette: RoomPalette): string {
  return rooms[room](rng, palette);
}
