// A 4000×3000 camera-like JPEG for the image pipeline benchmark: a drawn scene with sensor-like
// grain, so it compresses like a photo (a few MB at quality 90), not like a flat test card.
import sharp from "sharp";

export async function makePhoto(file, { width = 4000, height = 3000 } = {}) {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b9bd1"/><stop offset="1" stop-color="#dfe9f3"/></linearGradient>
      <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8dcc8"/><stop offset="1" stop-color="#b9a88c"/></linearGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <rect x="0" y="${height * 0.72}" width="${width}" height="${height * 0.28}" fill="#6d7d4f"/>
    <polygon points="${width * 0.2},${height * 0.35} ${width * 0.5},${height * 0.12} ${width * 0.8},${height * 0.35}" fill="#8c3b22"/>
    <rect x="${width * 0.24}" y="${height * 0.35}" width="${width * 0.52}" height="${height * 0.42}" fill="url(#wall)"/>
    ${Array.from({ length: 6 }, (_, i) => `<rect x="${width * (0.28 + i * 0.075)}" y="${height * 0.42}" width="${width * 0.05}" height="${height * 0.1}" fill="#3d4b5c" stroke="#f5f5f4" stroke-width="14"/>`).join("")}
    <rect x="${width * 0.46}" y="${height * 0.58}" width="${width * 0.08}" height="${height * 0.19}" fill="#5b3a1e"/>
  </svg>`;
  const grain = await sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 18 } } })
    .png()
    .toBuffer();
  await sharp(Buffer.from(scene))
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 90 })
    .toFile(file);
}
