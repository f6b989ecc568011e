import type { Rolldown } from "vite";

type ChunkGroup = NonNullable<
  Exclude<NonNullable<Rolldown.OutputOptions["codeSplitting"]>, boolean>["groups"]
>[number];

/** The packages behind the shadcn-pattern components (radix-ui and what it is built on). */
const UI_PACKAGES =
  /node_modules[\\/](radix-ui|@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|tslib|detect-node-es|get-nonce)[\\/]/;

/**
 * How the web app's code is cut into files (issue 23: a cold /clients needs ≤ 20 requests). Left
 * alone, the bundler gives every set of modules shared by a different set of screens a file of its
 * own: one file per icon, per hook, per Radix part — 77 scripts for a cold /clients, most under
 * 1 KB. The groups below put together what is loaded together anyway; screens stay lazy, each in
 * its own file (tests/e2e/layout.test.ts holds one back by its name).
 */
export const CHUNK_GROUPS: ChunkGroup[] = [
  // Everything the entry imports statically: one file instead of the entry and its ~20 preloads.
  { name: "shell", tags: ["$initial"], priority: 40 },
  // The icons the lazy screens use: ~130 icons of a few hundred bytes each.
  { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 30 },
  // Dialogs, menus, selects, tooltips …: every coach screen has some.
  { name: "ui", test: UI_PACKAGES, priority: 20 },
  // Forms: react-hook-form with its zod resolver, for every screen with a dialog or a form.
  { name: "forms", test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/, priority: 15 },
  // The workout calendar and editor's parts, shared by the calendars and the program builder.
  { name: "workouts", test: /[\\/]web[\\/]components[\\/]workouts[\\/]/, minShareCount: 2, priority: 12 },
  // Small app modules (badges, avatars, formatting …) shared by two screens or more. Not the
  // workout calendar's and editor's (only the calendars and the program builder use them) nor the
  // client app's (its own screens): /clients would load them for nothing.
  {
    name: "shared",
    test: (id) =>
      /[\\/]web[\\/](components|lib)[\\/]/.test(id) &&
      !/[\\/]web[\\/](components[\\/](workouts|client-app)|lib[\\/]client-app)[\\/]/.test(id),
    minShareCount: 2,
    maxModuleSize: 8 * 1024,
    // Before the workouts group, which would otherwise take these along as its dependencies.
    priority: 14,
  },
];
