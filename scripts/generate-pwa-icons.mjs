// The client app's install icons (web app manifest), drawn from the app's own logo
// (web/public/favicon.svg) with sharp. Run once after the logo changes: node scripts/generate-pwa-icons.mjs
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const logo = readFileSync(join(root, "web", "public", "favicon.svg"));
const outDir = join(root, "web", "public", "icons");
mkdirSync(outDir, { recursive: true });

const BRAND = "#5b5bd6";

// "any" icons: the logo itself (its rounded square) at each size.
for (const size of [192, 512]) {
  await sharp(logo, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(join(outDir, `icon-${size}.png`));
}

// Maskable: the platform cuts its own shape, so the mark sits inside the 80 % safe zone on a full
// brand-coloured square. Apple touch icon: same idea at 180 px (iOS rounds the corners itself).
for (const [name, size] of [
  ["maskable-512.png", 512],
  ["apple-touch-icon.png", 180],
]) {
  const inner = Math.round(size * 0.7);
  const mark = await sharp(logo, { density: (72 * inner) / 32 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: mark, gravity: "center" }])
    .png()
    .toFile(join(outDir, name));
}
console.log(`icons written to ${outDir}`);
