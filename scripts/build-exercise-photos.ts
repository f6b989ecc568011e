/**
 * Builds the default catalogue's photo thumbnails from the public-domain Free Exercise DB
 * (Unlicense; https://github.com/yuhonas/free-exercise-db):
 *
 *   npx tsx scripts/build-exercise-photos.ts [path/to/free-exercise-db]
 *
 * (default path: $FREE_EXERCISE_DB or /work/shared/data/free-exercise-db), then run
 * scripts/build-default-exercises.ts, which writes each photo's URL into the catalogue. What it does:
 * - one small WebP per exercise (images/<id>.jpg, or <id>/0.jpg) into web/public/exercise-photos/,
 *   named `<slug>.<hash8>.webp` by its content, so browsers and CDNs may cache it forever
 *   (`Cache-Control: immutable`, worker/runtime/node/static-files.ts and web/public/_headers);
 * - removes thumbnails no longer produced (a changed photo gets a new name);
 * - writes db/default-exercises/photos.json: upstream id → photo URL;
 * - fails when the total passes the repository budget (PHOTO_BUDGET_BYTES).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

/** Thumbnail width: a result card shows photos at most ~300 CSS px wide. */
const WIDTH = 320;
/** WebP quality: clean at card size (checked by eye) for ~6 KiB a photo; 873 photos ≈ 5.4 MiB. */
const QUALITY = 60;
/** What the photos may take in the repository (issue 11: 15 MB in total; we stay well under). */
export const PHOTO_BUDGET_BYTES = 10 * 1024 * 1024;
export const PHOTO_DIR = "web/public/exercise-photos";
export const PHOTO_URL_PREFIX = "/exercise-photos/";
export const PHOTO_MANIFEST = "db/default-exercises/photos.json";

/** "Barbell_Full_Squat" → "barbell-full-squat". */
function slug(id: string): string {
  return id
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function sourceImage(root: string, id: string): string | null {
  for (const candidate of [join(root, "images", `${id}.jpg`), join(root, "images", id, "0.jpg")]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

async function main() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const source = process.argv[2] ?? process.env.FREE_EXERCISE_DB ?? "/work/shared/data/free-exercise-db";
  const upstream = JSON.parse(readFileSync(join(source, "exercises.json"), "utf8")) as { id: string }[];
  const outDir = join(root, PHOTO_DIR);
  mkdirSync(outDir, { recursive: true });

  const manifest: Record<string, string> = {};
  const written = new Set<string>();
  let total = 0;
  let missing = 0;
  for (const { id } of upstream) {
    const image = sourceImage(source, id);
    if (!image) {
      missing++;
      continue;
    }
    const webp = await sharp(image)
      .resize({ width: WIDTH, withoutEnlargement: true })
      .webp({ quality: QUALITY, effort: 6 })
      .toBuffer();
    const hash = createHash("sha256").update(webp).digest("hex").slice(0, 8);
    const file = `${slug(id)}.${hash}.webp`;
    writeFileSync(join(outDir, file), webp);
    written.add(file);
    manifest[id] = `${PHOTO_URL_PREFIX}${file}`;
    total += webp.length;
  }
  for (const file of readdirSync(outDir)) if (!written.has(file)) rmSync(join(outDir, file));
  writeFileSync(join(root, PHOTO_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

  const mb = (total / 1024 / 1024).toFixed(2);
  console.log(
    `${written.size} photos (${missing} exercises without one), ${mb} MiB, average ${(total / written.size / 1024).toFixed(1)} KiB → ${outDir}`,
  );
  if (total > PHOTO_BUDGET_BYTES) throw new Error(`photos take ${mb} MiB, over the budget`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
