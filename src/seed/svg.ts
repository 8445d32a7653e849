/** Small helpers shared by the procedural demo pictures (SVG in a 1600×1067 view box). */

export const VIEW_W = 1600;
export const VIEW_H = 1067;

export type Condition = "before" | "after" | "normal";

/** Deterministic PRNG (mulberry32): the same seed always draws the same picture. */
export function random(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rnd: () => number, min: number, max: number) => min + (max - min) * rnd();
export const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)];

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}" ${extra}/>`;
}

export function poly(points: Array<[number, number]>, fill: string, extra = ""): string {
  const list = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
  return `<polygon points="${list}" fill="${fill}" ${extra}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, extra = ""): string {
  return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;
}

export function linearGradient(id: string, stops: Array<[number, string]>, vertical = true): string {
  const dir = vertical ? `x1="0" y1="0" x2="0" y2="1"` : `x1="0" y1="0" x2="1" y2="0"`;
  const body = stops.map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`).join("");
  return `<linearGradient id="${id}" ${dir}>${body}</linearGradient>`;
}

/** Glass that reflects the sky: the detail that makes a window read as a window. */
export function glass(id: string, sky: string): string {
  return linearGradient(id, [
    [0, "#f4f8fb"],
    [0.4, sky],
    [1, "#6d8494"],
  ]);
}

/** Stains, cracks and grime drawn over a "before" picture. */
export function wear(rnd: () => number, area: { x: number; y: number; w: number; h: number }, amount = 14): string {
  const parts: string[] = [];
  for (let i = 0; i < amount; i++) {
    const cx = between(rnd, area.x, area.x + area.w);
    const cy = between(rnd, area.y, area.y + area.h);
    parts.push(
      `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${between(rnd, 8, 45).toFixed(0)}" ry="${between(rnd, 15, 80).toFixed(0)}" fill="#3b3226" opacity="${between(rnd, 0.05, 0.16).toFixed(2)}"/>`,
    );
  }
  for (let i = 0; i < amount / 3; i++) {
    let x = between(rnd, area.x, area.x + area.w);
    let y = between(rnd, area.y, area.y + area.h * 0.6);
    const points = [`${x.toFixed(0)},${y.toFixed(0)}`];
    for (let s = 0; s < 6; s++) {
      x += between(rnd, -25, 25);
      y += between(rnd, 15, 45);
      points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
    }
    parts.push(`<polyline points="${points.join(" ")}" fill="none" stroke="#2a241d" stroke-width="2.5" opacity="0.55"/>`);
  }
  return parts.join("");
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_W} ${VIEW_H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}
