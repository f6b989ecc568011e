import { defineConfig } from "@lingui/cli";

/**
 * Source strings are written in Chinese (the product's default language, SPEC "zh_CN by default",
 * spelt `zh-CN` because Intl rejects underscores). The English catalog must be complete:
 * `npm run i18n:check` fails on any message without a translation.
 */
export default defineConfig({
  sourceLocale: "zh-CN",
  locales: ["zh-CN", "en"],
  fallbackLocales: { default: "zh-CN" },
  catalogs: [
    {
      path: "<rootDir>/web/locales/{locale}/messages",
      include: ["<rootDir>/web"],
      exclude: ["**/node_modules/**", "<rootDir>/web/routeTree.gen.ts"],
    },
  ],
  orderBy: "messageId",
});
