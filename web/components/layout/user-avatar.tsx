import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";

/** Initials for an avatar: the first character of a Chinese name (the surname), else first letters of words. */
export function initials(name: string | null | undefined): string {
  const clean = (name ?? "").trim();
  if (!clean) return "?";
  if (/^[\u3400-\u9fff]/.test(clean)) return clean.slice(0, 1);
  const words = clean.split(/\s+/);
  return (
    (words[0]?.[0] ?? "") + (words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "")
  ).toUpperCase();
}

const PALETTE = [
  "bg-indigo-500/15 text-indigo-600 dark:text-indigo-300",
  "bg-emerald-500/15 text-emerald-600 dark:text-emerald-300",
  "bg-amber-500/15 text-amber-700 dark:text-amber-300",
  "bg-rose-500/15 text-rose-600 dark:text-rose-300",
  "bg-sky-500/15 text-sky-600 dark:text-sky-300",
  "bg-violet-500/15 text-violet-600 dark:text-violet-300",
];

function paletteFor(seed: string): string {
  let h = 0;
  for (const ch of seed) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[h % PALETTE.length] ?? PALETTE[0]!;
}

export function UserAvatar({
  name,
  imageUrl,
  className,
}: {
  name: string | null | undefined;
  imageUrl?: string | null;
  className?: string;
}) {
  return (
    <Avatar className={cn("size-9 bg-card", className)}>
      {imageUrl && <AvatarImage src={imageUrl} alt="" />}
      <AvatarFallback className={cn("text-xs font-semibold", paletteFor(name ?? ""))}>
        {initials(name)}
      </AvatarFallback>
    </Avatar>
  );
}
