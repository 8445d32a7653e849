import sharp from "sharp";
import { apartmentScene, houseScene, type ExteriorPalette } from "./picture-exterior";
import { bathroomScene, kitchenScene, livingScene, type InteriorPalette } from "./picture-interior";
import { random, svgDocument, VIEW_H, VIEW_W, type Condition } from "./svg";

/**
 * Demo photographs drawn procedurally (no image is downloaded or shipped): an SVG scene
 * rendered by sharp into a JPEG, like a camera upload would be.
 */

export type SceneKind = "house" | "apartment" | "kitchen" | "bathroom" | "living";

export type PictureSpec = {
  kind: SceneKind;
  /** Same seed, same composition: a before/after pair shares one. */
  seed: string;
  /** Index into the palettes, so each project gets its own colours. */
  palette?: number;
  condition?: Condition;
  width?: number;
  height?: number;
};

const EXTERIOR: ExteriorPalette[] = [
  {
    skyTop: "#5d8fc9",
    skyBottom: "#cfe3f3",
    wall: "#f3efe6",
    wallShade: "#d9d2c3",
    roof: "#a4532f",
    trim: "#ffffff",
    door: "#6b4226",
    stone: "#9c9a92",
    grass: "#6f9a52",
  },
  {
    skyTop: "#4a7fb8",
    skyBottom: "#e3eef5",
    wall: "#e8dcc4",
    wallShade: "#cbbd9f",
    roof: "#3f4a52",
    trim: "#f6f6f2",
    door: "#2f4f6b",
    stone: "#8d8a80",
    grass: "#5f8f4a",
  },
  {
    skyTop: "#7aa4d4",
    skyBottom: "#f1e9d8",
    wall: "#ffffff",
    wallShade: "#e2e2dc",
    roof: "#8e3b25",
    trim: "#2f3a40",
    door: "#3b3b3b",
    stone: "#a7a398",
    grass: "#78a35c",
  },
  {
    skyTop: "#6f95bf",
    skyBottom: "#dbe8f0",
    wall: "#dfe7e4",
    wallShade: "#b9c6c2",
    roof: "#4d4f52",
    trim: "#ffffff",
    door: "#7a5533",
    stone: "#93918a",
    grass: "#6a9450",
  },
  {
    skyTop: "#85a9cf",
    skyBottom: "#f3ddc4",
    wall: "#efe3cf",
    wallShade: "#d2c0a2",
    roof: "#b0613a",
    trim: "#fbfaf6",
    door: "#4b6b3f",
    stone: "#a19d93",
    grass: "#72995a",
  },
];

const EXTERIOR_WORN: ExteriorPalette = {
  skyTop: "#8a96a3",
  skyBottom: "#c9ced3",
  wall: "#b7b0a2",
  wallShade: "#948c7d",
  roof: "#5b4a40",
  trim: "#a9a59c",
  door: "#4a3d33",
  stone: "#77746d",
  grass: "#7b8560",
};

const INTERIOR: InteriorPalette[] = [
  { wall: "#f4f1ea", wallShade: "#dcd6ca", floor: "#c49a6c", floorLine: "#9c7550", cabinet: "#ffffff", counter: "#3d3d3d", accent: "#c8a165", tile: "#e9ecec" },
  { wall: "#eef1f2", wallShade: "#cfd6d9", floor: "#b8b2a7", floorLine: "#8f897f", cabinet: "#2f4858", counter: "#f2efe8", accent: "#d9774b", tile: "#ffffff" },
  { wall: "#f7f3ec", wallShade: "#e3dacb", floor: "#d2b48c", floorLine: "#a98a63", cabinet: "#7d9a7e", counter: "#fafafa", accent: "#3f6e8c", tile: "#dfe9e4" },
  { wall: "#f2efe9", wallShade: "#d8d1c4", floor: "#9e8266", floorLine: "#735c46", cabinet: "#e9e4da", counter: "#5a5a58", accent: "#9b4d3a", tile: "#f4efe6" },
  { wall: "#ecefee", wallShade: "#c9d0ce", floor: "#c9c4bb", floorLine: "#a29c92", cabinet: "#1f2a30", counter: "#d9d4c9", accent: "#e0b24f", tile: "#fbfbf9" },
];

const INTERIOR_WORN: InteriorPalette = {
  wall: "#d8cfae",
  wallShade: "#b3a883",
  floor: "#8f7a5e",
  floorLine: "#6a5843",
  cabinet: "#8a6a45",
  counter: "#b9ad95",
  accent: "#8c7c62",
  tile: "#d7cf9e",
};

const VIGNETTE =
  `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/>` +
  `<stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>`;

export function pictureSvg(spec: PictureSpec): string {
  const rnd = random(`${spec.kind}:${spec.seed}`);
  const condition = spec.condition ?? "normal";
  const index = spec.palette ?? 0;
  const exterior = condition === "before" ? EXTERIOR_WORN : EXTERIOR[index % EXTERIOR.length];
  const interior = condition === "before" ? INTERIOR_WORN : INTERIOR[index % INTERIOR.length];
  const scene = {
    house: () => houseScene(rnd, exterior, condition),
    apartment: () => apartmentScene(rnd, exterior, condition),
    kitchen: () => kitchenScene(rnd, interior, condition),
    bathroom: () => bathroomScene(rnd, interior, condition),
    living: () => livingScene(rnd, interior, condition),
  }[spec.kind]();
  const overlay = `<rect x="0" y="0" width="${VIEW_W}" height="${VIEW_H}" fill="url(#vignette)"/>`;
  return svgDocument(spec.width ?? VIEW_W, spec.height ?? VIEW_H, scene.defs + VIGNETTE, scene.body + overlay);
}

/** Renders the scene to a JPEG, as a phone would deliver it. "Before" shots come out grey and dull. */
export async function renderPicture(spec: PictureSpec): Promise<Buffer> {
  const image = sharp(Buffer.from(pictureSvg(spec)));
  if (spec.condition === "before") image.modulate({ saturation: 0.45, brightness: 0.88 });
  if (spec.condition === "after") image.modulate({ saturation: 1.12, brightness: 1.04 });
  return image.jpeg({ quality: 88 }).toBuffer();
}
