/**
 * Exercise video links: YouTube, Vimeo and Bilibili addresses become an embeddable player address
 * (played only after the coach clicks the facade, see video-preview.tsx); anything else is opened
 * in a new tab. Only http(s) addresses are used at all.
 */
export type VideoProvider = "youtube" | "vimeo" | "bilibili";
export type EmbeddableVideo = { provider: VideoProvider; embedUrl: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const BVID = /^BV[0-9A-Za-z]{10}$/;

function parse(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

function hostIs(url: URL, ...domains: string[]): boolean {
  const host = url.hostname.toLowerCase();
  return domains.some((d) => host === d || host.endsWith(`.${d}`));
}

function youtubeId(url: URL): string | null {
  let id: string | null = null;
  if (hostIs(url, "youtu.be")) id = url.pathname.split("/")[1] ?? null;
  else if (hostIs(url, "youtube.com", "youtube-nocookie.com")) {
    const [, first, second] = url.pathname.split("/");
    if (first === "watch") id = url.searchParams.get("v");
    else if (first === "embed" || first === "shorts" || first === "live" || first === "v")
      id = second ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** Start offset of a YouTube link in seconds (`t=90`, `t=1m30s`, `start=90`), if any. */
function youtubeStart(url: URL): number | null {
  const raw = url.searchParams.get("start") ?? url.searchParams.get("t");
  if (!raw) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(raw);
  if (!match) return null;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

function vimeoId(url: URL): string | null {
  if (!hostIs(url, "vimeo.com")) return null;
  const parts = url.pathname.split("/").filter(Boolean);
  // vimeo.com/123, vimeo.com/channels/x/123, player.vimeo.com/video/123
  const id = [...parts].reverse().find((p) => /^\d{5,12}$/.test(p));
  return id ?? null;
}

function bilibiliEmbed(url: URL): string | null {
  if (!hostIs(url, "bilibili.com")) return null;
  const parts = url.pathname.split("/").filter(Boolean);
  const page = Number(url.searchParams.get("p") ?? "1");
  const pageParam = Number.isInteger(page) && page > 1 ? `&p=${page}` : "";
  if (url.hostname.startsWith("player.")) {
    const bvid = url.searchParams.get("bvid");
    const aid = url.searchParams.get("aid");
    if (bvid && BVID.test(bvid))
      return `https://player.bilibili.com/player.html?bvid=${bvid}${pageParam}&autoplay=1`;
    if (aid && /^\d+$/.test(aid))
      return `https://player.bilibili.com/player.html?aid=${aid}${pageParam}&autoplay=1`;
    return null;
  }
  if (parts[0] !== "video" || !parts[1]) return null;
  const id = parts[1];
  if (BVID.test(id)) return `https://player.bilibili.com/player.html?bvid=${id}${pageParam}&autoplay=1`;
  const av = /^av(\d+)$/i.exec(id);
  return av ? `https://player.bilibili.com/player.html?aid=${av[1]}${pageParam}&autoplay=1` : null;
}

/** The player to embed for a link, or null (not one of the three, or not a video page). */
export function embeddableVideo(value: string | null | undefined): EmbeddableVideo | null {
  const url = parse(value);
  if (!url) return null;
  const yt = youtubeId(url);
  if (yt) {
    const start = youtubeStart(url);
    return {
      provider: "youtube",
      embedUrl: `https://www.youtube-nocookie.com/embed/${yt}?autoplay=1&rel=0${start ? `&start=${start}` : ""}`,
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo)
    return { provider: "vimeo", embedUrl: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1` };
  const bili = bilibiliEmbed(url);
  if (bili) return { provider: "bilibili", embedUrl: bili };
  return null;
}

/** The address as a link target when it is http(s); null otherwise (no `javascript:` links). */
export function webAddress(value: string | null | undefined): string | null {
  return parse(value)?.href ?? null;
}

export const PROVIDER_NAMES: Record<VideoProvider, string> = {
  youtube: "YouTube",
  vimeo: "Vimeo",
  bilibili: "Bilibili",
};
