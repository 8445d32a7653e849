import { between, glass, line, linearGradient, poly, rect, wear, VIEW_H, VIEW_W, type Condition } from "./svg";

export type InteriorPalette = {
  wall: string;
  wallShade: string;
  floor: string;
  floorLine: string;
  cabinet: string;
  counter: string;
  accent: string;
  tile: string;
};

const FLOOR_Y = 760;
const VANISH: [number, number] = [VIEW_W / 2, 430];

/** Back wall, side walls and a floor whose joints run to one vanishing point. */
function room(rnd: () => number, p: InteriorPalette): { defs: string; body: string } {
  const defs =
    linearGradient("wall", [
      [0, p.wall],
      [1, p.wallShade],
    ]) +
    linearGradient("floor", [
      [0, p.floorLine],
      [0.25, p.floor],
      [1, p.floor],
    ]) +
    glass("glass", "#a9cbe3");
  const parts = [rect(0, 0, VIEW_W, VIEW_H, "url(#wall)")];
  parts.push(
    poly(
      [
        [0, VIEW_H],
        [0, FLOOR_Y - 40],
        [VIEW_W, FLOOR_Y - 40],
        [VIEW_W, VIEW_H],
      ],
      "url(#floor)",
    ),
  );
  for (let i = -12; i <= 12; i++) {
    const x = VIEW_W / 2 + i * 150;
    const t = (FLOOR_Y - 40 - VANISH[1]) / (VIEW_H - VANISH[1]);
    parts.push(line(VANISH[0] + (x - VANISH[0]) * t, FLOOR_Y - 40, x, VIEW_H, p.floorLine, 2.5, `opacity="0.6"`));
  }
  for (let y = FLOOR_Y; y < VIEW_H; y += (y - VANISH[1]) * 0.22) parts.push(line(0, y, VIEW_W, y, p.floorLine, 2, `opacity="0.5"`));
  // Ceiling light cone for depth.
  parts.push(`<ellipse cx="${VIEW_W / 2}" cy="0" rx="${between(rnd, 500, 700).toFixed(0)}" ry="260" fill="#ffffff" opacity="0.18"/>`);
  return { defs, body: parts.join("") };
}

function windowOnWall(x: number, y: number, w: number, h: number, frame: string): string {
  return (
    rect(x - 10, y - 10, w + 20, h + 20, frame) +
    rect(x, y, w, h, "url(#glass)") +
    line(x + w / 2, y, x + w / 2, y + h, frame, 8) +
    rect(x - 20, y + h + 8, w + 40, 14, frame)
  );
}

export function kitchenScene(rnd: () => number, p: InteriorPalette, condition: Condition): { defs: string; body: string } {
  const r = room(rnd, p);
  const parts = [r.body];
  const winX = between(rnd, 600, 760);
  parts.push(windowOnWall(winX, 150, 300, 230, "#f2f2f0"));
  // Backsplash tiles.
  const splashTop = 430;
  const counterY = 560;
  parts.push(rect(80, splashTop, VIEW_W - 160, counterY - splashTop, p.tile));
  for (let x = 80; x < VIEW_W - 80; x += 60) parts.push(line(x, splashTop, x, counterY, "#00000020", 2));
  for (let y = splashTop; y < counterY; y += 30) parts.push(line(80, y, VIEW_W - 80, y, "#00000020", 2));
  // Upper cabinets either side of the window, lower run with a worktop.
  const doors = 9;
  const doorW = (VIEW_W - 160) / doors;
  for (let i = 0; i < doors; i++) {
    const x = 80 + i * doorW;
    if (x + doorW > winX - 30 && x < winX + 330) continue;
    parts.push(rect(x + 3, 110, doorW - 6, 280, p.cabinet), line(x + doorW - 25, 330, x + doorW - 25, 370, "#555", 5));
  }
  parts.push(rect(60, counterY, VIEW_W - 120, 28, p.counter));
  for (let i = 0; i < doors; i++) {
    const x = 80 + i * doorW;
    parts.push(rect(x + 3, counterY + 32, doorW - 6, 190, p.cabinet), line(x + 25, counterY + 60, x + doorW - 25, counterY + 60, "#555", 5));
  }
  // Hob, tap and an island in front.
  parts.push(rect(1130, counterY - 6, 220, 8, "#222"), `<path d="M ${winX + 150} ${counterY} v -70 h 40" stroke="#bbb" stroke-width="9" fill="none"/>`);
  parts.push(
    poly(
      [
        [420, 800],
        [1180, 800],
        [1260, 900],
        [340, 900],
      ],
      p.counter,
    ),
  );
  parts.push(rect(340, 900, 920, 140, p.cabinet));
  // Pendant lamps.
  for (const x of [560, 800, 1040]) {
    parts.push(
      line(x, 0, x, 560, "#333", 3),
      poly(
        [
          [x - 40, 620],
          [x + 40, 620],
          [x + 20, 570],
          [x - 20, 570],
        ],
        p.accent,
      ),
    );
  }
  if (condition === "before") parts.push(wear(rnd, { x: 80, y: 100, w: VIEW_W - 160, h: 700 }, 16));
  return { defs: r.defs, body: parts.join("") };
}

export function bathroomScene(rnd: () => number, p: InteriorPalette, condition: Condition): { defs: string; body: string } {
  const r = room(rnd, p);
  const parts = [r.body];
  // Tiled wet wall.
  const tileTop = 120;
  parts.push(rect(0, tileTop, VIEW_W, FLOOR_Y - 40 - tileTop, p.tile));
  const tile = between(rnd, 70, 110);
  for (let x = 0; x < VIEW_W; x += tile) parts.push(line(x, tileTop, x, FLOOR_Y - 40, "#00000018", 2));
  for (let y = tileTop; y < FLOOR_Y - 40; y += tile / 2) parts.push(line(0, y, VIEW_W, y, "#00000018", 2));
  // Vanity with basin, mirror above, and a glass shower screen on the right.
  parts.push(rect(260, 180, 420, 300, "#dfe7ea", `rx="12"`), rect(270, 190, 400, 280, "url(#glass)", `opacity="0.55"`));
  parts.push(rect(220, 520, 500, 34, p.counter), rect(240, 554, 460, 170, p.cabinet));
  parts.push(`<ellipse cx="470" cy="530" rx="120" ry="22" fill="#f7f7f5"/>`, `<path d="M 470 520 v -50 h 36" stroke="#c9c9c9" stroke-width="8" fill="none"/>`);
  parts.push(rect(1000, 140, 420, 640, "#d8ecf3", `opacity="0.35"`), line(1000, 140, 1000, 780, "#9aa", 6), line(1420, 140, 1420, 780, "#9aa", 6));
  parts.push(
    line(1060, 180, 1160, 520, "#ffffff", 10, `opacity="0.45"`),
    rect(1180, 160, 16, 120, "#bbb"),
    `<circle cx="1188" cy="290" r="36" fill="#c8c8c8"/>`,
  );
  // Towel and a plant for scale.
  parts.push(rect(780, 300, 130, 230, p.accent, `rx="10"`), rect(760, 290, 170, 14, "#999"));
  parts.push(rect(120, 640, 70, 90, "#8a6a4a"), `<ellipse cx="155" cy="600" rx="60" ry="70" fill="#3f7a46"/>`);
  if (condition === "before") parts.push(wear(rnd, { x: 0, y: tileTop, w: VIEW_W, h: 620 }, 20));
  return { defs: r.defs, body: parts.join("") };
}

export function livingScene(rnd: () => number, p: InteriorPalette, condition: Condition): { defs: string; body: string } {
  const r = room(rnd, p);
  const parts = [r.body];
  parts.push(windowOnWall(between(rnd, 140, 260), 140, 520, 480, "#f4f3ef"));
  // Picture, sofa, rug, side table and lamp.
  parts.push(rect(1020, 210, 320, 210, "#ffffff"), rect(1036, 226, 288, 178, p.accent, `opacity="0.8"`));
  parts.push(`<ellipse cx="800" cy="930" rx="460" ry="90" fill="${p.accent}" opacity="0.35"/>`);
  parts.push(rect(760, 560, 700, 110, p.cabinet, `rx="30"`), rect(730, 640, 760, 130, p.cabinet, `rx="24"`));
  parts.push(rect(760, 770, 30, 40, "#3a2e25"), rect(1430, 770, 30, 40, "#3a2e25"));
  for (const x of [830, 1030, 1230]) parts.push(rect(x, 600, 170, 90, p.counter, `rx="18"`));
  parts.push(
    rect(560, 700, 110, 100, "#6b4f36"),
    line(615, 700, 615, 520, "#333", 5),
    poly(
      [
        [560, 520],
        [670, 520],
        [640, 450],
        [590, 450],
      ],
      "#f1e6c8",
    ),
  );
  if (condition === "before") parts.push(wear(rnd, { x: 0, y: 80, w: VIEW_W, h: 650 }, 18));
  return { defs: r.defs, body: parts.join("") };
}
