/**
 * The platform's own name and installable-app manifest (the client app, issue 13). One source for
 * the build (vite.config.ts writes it as dist/web/manifest.webmanifest for the offline shell) and
 * for the server, which answers /manifest.webmanifest itself so that an organization's host gets
 * its own name, icon and colour (worker/domains/branding/manifest.ts).
 */

/** The platform's name: what a whitelabel organization's clients never see. */
export const PLATFORM_NAME = "Coach";

export type ManifestIcon = { src: string; sizes: string; type?: string; purpose?: "any" | "maskable" };

export const PLATFORM_ICONS: ManifestIcon[] = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
];

export const PLATFORM_MANIFEST = {
  id: "/client",
  name: `${PLATFORM_NAME} 训练`,
  short_name: PLATFORM_NAME,
  description: "查看教练安排的训练，记录结果，离线也能用",
  lang: "zh-CN",
  start_url: "/client",
  scope: "/",
  display: "standalone" as const,
  orientation: "portrait" as const,
  theme_color: "#5b5bd6",
  background_color: "#f8f9fc",
  icons: PLATFORM_ICONS,
};
