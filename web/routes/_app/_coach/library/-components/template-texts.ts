import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TemplateKind } from "./model";

/** The wording of the warm-up and cool-down tabs (whole sentences, so each language reads well). */
export const TEMPLATE_TEXTS: Record<
  TemplateKind,
  Record<
    "tab" | "search" | "create" | "createTitle" | "editTitle" | "empty" | "noMatch" | "namePlaceholder",
    MessageDescriptor
  >
> = {
  warmups: {
    tab: msg`热身`,
    search: msg`搜索热身模板`,
    create: msg`新建热身`,
    createTitle: msg`新建热身模板`,
    editTitle: msg`编辑热身模板`,
    empty: msg`还没有热身模板`,
    noMatch: msg`没有符合条件的热身模板`,
    namePlaceholder: msg`例如：下肢激活热身`,
  },
  cooldowns: {
    tab: msg`放松`,
    search: msg`搜索放松模板`,
    create: msg`新建放松`,
    createTitle: msg`新建放松模板`,
    editTitle: msg`编辑放松模板`,
    empty: msg`还没有放松模板`,
    noMatch: msg`没有符合条件的放松模板`,
    namePlaceholder: msg`例如：全身拉伸放松`,
  },
};
