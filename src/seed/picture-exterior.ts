import { between, glass, line, linearGradient, pick, poly, rect, wear, VIEW_H, VIEW_W, type Condition } from "./svg";

export type ExteriorPalette = {
  skyTop: string;
  skyBottom: string;
  wall: string;
  wallShade: string;
  roof: string;
  trim: string;
  door: string;
  stone: string;
  grass: string;
};

const HORIZON = 800;

function sky(rnd: () => number, p: ExteriorPalette): { defs: string; body: string } {
  const defs = linearGradient("sky", [
    [0, p.skyTop],
    [1, p.skyBottom],
  ]);
  const clouds: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = between(rnd, 0, VIEW_W);
    const y = between(rnd, 60, 300);
    const w = between(rnd, 120, 280);
    for (let j = 0; j < 3; j++) {
      clouds.push(
        `<ellipse cx="${(x + j * w * 0.35).toFixed(0)}" cy="${(y - (j === 1 ? 25 : 0)).toFixed(0)}" rx="${(w * 0.4).toFixed(0)}" ry="${(w * 0.16).toFixed(0)}" fill="#ffffff" opacity="0.75"/>`,
      );
    }
  }
  return { defs, body: rect(0, 0, VIEW_W, HORIZON + 10, "url(#sky)") + clouds.join("") };
}

/** Hills, trees and a ground plane: Galician green, with a paved path in perspective. */
function landscape(rnd: () => number, p: ExteriorPalette): string {
  const hills = poly(
    [
      [0, HORIZON - between(rnd, 120, 200)],
      [400, HORIZON - between(rnd, 180, 260)],
      [900, HORIZON - between(rnd, 90, 170)],
      [1300, HORIZON - between(rnd, 200, 280)],
      [VIEW_W, HORIZON - between(rnd, 110, 190)],
      [VIEW_W, HORIZON],
      [0, HORIZON],
    ],
    "#5b7a5a",
    `opacity="0.85"`,
  );
  const trees: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = between(rnd, 0, VIEW_W);
    const h = between(rnd, 120, 260);
    trees.push(rect(x - 8, HORIZON - h * 0.35, 16, h * 0.35, "#4a3a2a"));
    trees.push(
      `<ellipse cx="${x.toFixed(0)}" cy="${(HORIZON - h * 0.55).toFixed(0)}" rx="${(h * 0.28).toFixed(0)}" ry="${(h * 0.42).toFixed(0)}" fill="${pick(rnd, ["#2f5d3a", "#3b6b40", "#2a4f35"])}"/>`,
    );
  }
  const ground = rect(0, HORIZON, VIEW_W, VIEW_H - HORIZON, p.grass);
  const path = poly(
    [
      [760, HORIZON],
      [840, HORIZON],
      [1040, VIEW_H],
      [560, VIEW_H],
    ],
    "#b9b2a6",
  );
  return hills + trees.join("") + ground + path;
}

function windowAt(x: number, y: number, w: number, h: number, p: ExteriorPalette, panes = 2): string {
  const parts = [rect(x - 6, y - 6, w + 12, h + 12, p.trim), rect(x, y, w, h, "url(#glass)")];
  for (let i = 1; i < panes; i++) parts.push(line(x + (w * i) / panes, y, x + (w * i) / panes, y + h, p.trim, 5));
  parts.push(line(x, y + h * 0.45, x + w, y + h * 0.45, p.trim, 4));
  parts.push(rect(x - 12, y + h + 6, w + 24, 10, p.stone));
  return parts.join("");
}

/** A detached house: granite base, rendered walls, tiled roof, chimney. */
export function houseScene(rnd: () => number, p: ExteriorPalette, condition: Condition): { defs: string; body: string } {
  const s = sky(rnd, p);
  const left = between(rnd, 330, 460);
  const right = VIEW_W - between(rnd, 330, 460);
  const top = between(rnd, 360, 420);
  const base = HORIZON + 20;
  const mid = (left + right) / 2;
  const depth = 140;

  const defs =
    s.defs +
    glass("glass", p.skyBottom) +
    linearGradient("wall", [
      [0, p.wall],
      [1, p.wallShade],
    ]);
  const parts = [s.body, landscape(rnd, p)];
  // Side wall in perspective, then the front.
  parts.push(
    poly(
      [
        [right, top],
        [right + depth, top - 40],
        [right + depth, base - 50],
        [right, base],
      ],
      p.wallShade,
    ),
  );
  parts.push(rect(left, top, right - left, base - top, "url(#wall)"));
  parts.push(rect(left, base - 90, right - left, 90, p.stone));
  for (let x = left; x < right; x += 70) parts.push(line(x, base - 90, x, base, "#00000022", 2));
  parts.push(line(left, base - 45, right, base - 45, "#00000022", 2));

  // Roof with tile rows, and a chimney.
  const apex = top - between(rnd, 170, 230);
  parts.push(
    poly(
      [
        [left - 50, top + 10],
        [mid, apex],
        [right + 50, top + 10],
      ],
      p.roof,
    ),
  );
  const roofSide: Array<[number, number]> = [
    [mid, apex],
    [right + 50, top + 10],
    [right + depth + 30, top - 30],
    [mid + depth, apex - 40],
  ];
  parts.push(poly(roofSide, p.roof), poly(roofSide, "#000000", `opacity="0.18"`));
  for (let y = apex + 30; y < top; y += 26) {
    const t = (y - apex) / (top + 10 - apex);
    parts.push(line(mid - t * (mid - left + 50), y, mid + t * (right + 50 - mid), y, "#00000030", 3));
  }
  const chimneyX = mid + (right - mid) * 0.45;
  parts.push(rect(chimneyX, apex + 40, 50, 110, p.stone));

  // Two floors of windows, and the door on the ground floor.
  const columns = Math.round(between(rnd, 3, 5));
  const step = (right - left) / columns;
  const doorColumn = Math.floor(columns / 2);
  for (let c = 0; c < columns; c++) {
    const x = left + c * step + step * 0.25;
    const w = step * 0.5;
    parts.push(windowAt(x, top + 60, w, 130, p));
    if (c === doorColumn) {
      parts.push(rect(x - 6, base - 250, w + 12, 250, p.trim), rect(x, base - 244, w, 244, p.door));
      parts.push(`<circle cx="${(x + w * 0.8).toFixed(0)}" cy="${(base - 120).toFixed(0)}" r="7" fill="#d8c27a"/>`);
    } else {
      parts.push(windowAt(x, base - 250, w, 140, p));
    }
  }
  if (condition === "before") parts.push(wear(rnd, { x: left, y: top, w: right - left, h: base - top }, 18));
  // Hedge in front.
  parts.push(rect(0, base + 10, 520, 70, "#2f5a34", `rx="30"`), rect(1080, base + 10, 520, 70, "#2f5a34", `rx="30"`));
  return { defs, body: parts.join("") };
}

/** A city block with the white glazed "galerías" typical of Vigo and A Coruña. */
export function apartmentScene(rnd: () => number, p: ExteriorPalette, condition: Condition): { defs: string; body: string } {
  const s = sky(rnd, p);
  const floors = Math.round(between(rnd, 4, 6));
  const floorH = 125;
  const base = HORIZON + 120;
  const top = base - floors * floorH - 40;
  const left = between(rnd, 120, 260);
  const right = VIEW_W - between(rnd, 120, 260);
  const defs = s.defs + glass("glass", p.skyBottom);
  const parts = [s.body, rect(0, HORIZON, VIEW_W, VIEW_H - HORIZON, "#8d8a84")];
  // Neighbouring buildings, lighter and behind.
  parts.push(rect(0, top + 80, left + 40, base - top, "#c9c3b8"), rect(right - 40, top + 40, VIEW_W, base - top, "#bfb9ad"));
  parts.push(rect(left, top, right - left, base - top, p.wall));
  parts.push(rect(left - 15, top - 25, right - left + 30, 30, p.roof));
  const columns = Math.round(between(rnd, 4, 6));
  const step = (right - left) / columns;
  for (let f = 0; f < floors; f++) {
    const y = top + 30 + f * floorH;
    if (f === floors - 1) break;
    const gallery = rnd() < 0.5;
    if (gallery) {
      // A glazed gallery across the floor: many small white-framed panes.
      parts.push(rect(left + 20, y, right - left - 40, floorH - 25, p.trim));
      const panes = columns * 3;
      const pw = (right - left - 60) / panes;
      for (let i = 0; i < panes; i++) parts.push(rect(left + 30 + i * pw + 3, y + 10, pw - 6, floorH - 45, "url(#glass)"));
    } else {
      for (let c = 0; c < columns; c++) parts.push(windowAt(left + c * step + step * 0.22, y + 8, step * 0.56, floorH - 50, p));
    }
  }
  // Ground floor: shop fronts in granite.
  const shopY = base - floorH + 10;
  parts.push(rect(left, shopY, right - left, floorH - 10, p.stone));
  for (let c = 0; c < columns; c++) parts.push(rect(left + c * step + 20, shopY + 15, step - 40, floorH - 25, c % 2 ? p.door : "url(#glass)"));
  if (condition === "before") parts.push(wear(rnd, { x: left, y: top, w: right - left, h: base - top }, 24));
  // Pavement and a kerb.
  parts.push(rect(0, base, VIEW_W, 22, "#6f6c66"), rect(0, base + 22, VIEW_W, VIEW_H - base, "#55524d"));
  return { defs, body: parts.join("") };
}
