import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  isMessageCode,
  localeFromHeader,
  MESSAGES,
  type MessageCode,
  message,
  renderMessage,
  withRenderedMsg,
} from "#shared/messages";
import { APP_ERRORS, AppError, messageFor } from "../../worker/errors";
import { unique } from "../factories";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

/**
 * Messages are codes (STYLE.md section 0): one table (shared/messages.ts) with zh-CN and en per
 * code; REST renders by Accept-Language, tRPC sends `{ code, params }`, the web renders it with
 * Lingui from its own descriptor table (web/lib/messages.ts), whose source texts must be the zh ones.
 */

const codes = Object.keys(MESSAGES) as MessageCode[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the message table", () => {
  it.each(codes)("%s has a zh and an en text with the same placeholders", (code) => {
    const { zh, en } = MESSAGES[code];
    expect(zh.trim()).not.toBe("");
    expect(en.trim()).not.toBe("");
    expect(placeholders(en)).toEqual(placeholders(zh));
  });

  it("has a message for every error code", () => {
    for (const code of Object.keys(APP_ERRORS)) expect(isMessageCode(code), code).toBe(true);
  });

  it("keeps SPEC section 8's texts", () => {
    expect(MESSAGES.CLIENT_CREATED.zh).toBe("学员添加成功");
    expect(MESSAGES.CLIENT_CREATE_FAILED.zh).toBe("学员添加失败");
    expect(MESSAGES.CLIENT_UPDATE_FAILED.zh).toBe("学员修改失败");
    expect(MESSAGES.CLIENT_DELETE_FAILED.zh).toBe("学员用户删除不成功");
    expect(MESSAGES.PASSWORD_CHANGED.zh).toBe("密码修改成功");
    expect(MESSAGES.PROGRAM_CREATED.zh).toBe("新标准训练计划表创建成功。");
    expect(renderMessage(message("TRAINER_CREATED", { name: "刘教练" }), "zh-CN")).toBe("教练刘教练创建成功");
  });

  it("renders placeholders in either language and leaves unknown ones as written", () => {
    const m = message("ASSIGN_TOO_MANY", { max: 500 });
    expect(m).toEqual({ code: "ASSIGN_TOO_MANY", params: { max: 500 } });
    expect(renderMessage(m, "zh-CN")).toBe("一次最多生成 500 个训练，请减少学员数量");
    expect(renderMessage(m, "en")).toBe("At most 500 workouts can be created at once: choose fewer clients");
    expect(renderMessage({ code: "PROGRAM_DELETED", params: { name: "{x}" } }, "en")).toBe("{x} deleted");
    expect(renderMessage({ code: "PROGRAM_DELETED" }, "en")).toBe("{name} deleted");
    expect(message("LOGIN_OK")).toEqual({ code: "LOGIN_OK" });
  });

  it("renders an error's override, else its code's default", () => {
    expect(messageFor(new AppError("NOT_FOUND"), "en")).toBe("Not found");
    expect(messageFor(new AppError("NOT_FOUND", message("CLIENT_DELETE_FAILED")), "zh-CN")).toBe(
      "学员用户删除不成功",
    );
  });

  it("renders only a top-level msg that is a message", () => {
    expect(withRenderedMsg({ success: 0, msg: message("OK") }, "en")).toEqual({ success: 0, msg: "OK" });
    expect(withRenderedMsg({ msg: "text" }, "en")).toEqual({ msg: "text" });
    expect(withRenderedMsg([{ msg: message("OK") }], "en")).toEqual([{ msg: message("OK") }]);
    expect(withRenderedMsg(null, "en")).toBeNull();
  });
});

describe("localeFromHeader", () => {
  it.each([
    [undefined, "zh-CN"],
    ["", "zh-CN"],
    ["en", "en"],
    ["en-US,en;q=0.9", "en"],
    ["zh-CN", "zh-CN"],
    ["en;q=0.9, zh-CN;q=0.8", "en"],
    ["zh-CN,en;q=0.9", "zh-CN"],
    ["zh-CN;q=0.5, en;q=0.8", "en"],
    ["fr, en;q=0.5", "en"],
    ["fr-FR, de;q=0.9", "zh-CN"],
    ["*", "zh-CN"],
    ["en;q=0, zh;q=0.1", "zh-CN"],
    ["en;q=0", "zh-CN"],
    ["EN-gb", "en"],
    ["zh-TW, en;q=0.9", "zh-CN"],
  ] as const)("%j → %s", (header, locale) => {
    expect(localeFromHeader(header)).toBe(locale);
  });
});

/**
 * The web's descriptors (web/lib/messages.ts `SERVER_MESSAGES`). Lingui's `msg` macro only runs
 * compiled, so the source is read as text: `CODE: msg\`text\`` or `CODE: msg({ message: "text" })`.
 */
function webDescriptors(): Map<string, string> {
  const source = readFileSync(new URL("../../web/lib/messages.ts", import.meta.url), "utf8");
  const table = source.slice(source.indexOf("export const SERVER_MESSAGES"), source.indexOf("} satisfies"));
  const out = new Map<string, string>();
  for (const m of table.matchAll(
    /^\s+([A-Z_]+): msg(?:`([^`$]*)`|\(\{ message: "((?:[^"\\]|\\.)*)" \}\)),$/gm,
  )) {
    out.set(m[1]!, m[2] ?? JSON.parse(`"${m[3]}"`));
  }
  return out;
}

/** msgid → msgstr of a catalog (single-line entries, as `lingui extract` writes these). */
function catalog(locale: "zh-CN" | "en"): Map<string, string> {
  const po = readFileSync(new URL(`../../web/locales/${locale}/messages.po`, import.meta.url), "utf8");
  const out = new Map<string, string>();
  for (const m of po.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)) {
    out.set(JSON.parse(`"${m[1]}"`), JSON.parse(`"${m[2]}"`));
  }
  return out;
}

describe("the web's message descriptors", () => {
  const web = webDescriptors();

  it("exist for exactly the server's codes, with the zh text and its placeholders as source", () => {
    expect([...web.keys()].sort()).toEqual([...codes].sort());
    for (const code of codes) expect(web.get(code), code).toBe(MESSAGES[code].zh);
  });

  it("are extracted to the catalogs, with an English translation keeping the placeholders", () => {
    const zh = catalog("zh-CN");
    const en = catalog("en");
    for (const code of codes) {
      const source = MESSAGES[code].zh;
      expect(zh.has(source), `${code}: run npm run i18n:extract`).toBe(true);
      const translation = en.get(source) ?? "";
      expect(translation, `${code}: no English translation`).not.toBe("");
      expect(placeholders(translation), code).toEqual(placeholders(source));
    }
  });
});

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations());
});
afterAll(() => t.close());

const ENGLISH = ["en", "en-US", "en;q=0.9, zh-CN;q=0.8", "fr, en;q=0.5"];

describe("REST renders msg in the request's language", () => {
  // A new unknown account each time: repeated failures on one account would be throttled.
  const login = (headers: Record<string, string>) =>
    api.request<{ msg: string; code: string }>("POST", "/api/oauth/token", {
      body: { email: `${unique("ghost")}@nowhere.test`, password: "nope-nope" },
      headers,
    });

  it("answers a failure in Chinese by default and in English when asked", async () => {
    const chinese: Record<string, string>[] = [
      {},
      { "accept-language": "zh-CN,en;q=0.9" },
      { "accept-language": "de" },
    ];
    for (const headers of chinese) {
      const res = await login(headers);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: "INVALID_CREDENTIALS", msg: "账号或密码错误" });
    }
    for (const language of ENGLISH) {
      const res = await login({ "accept-language": language });
      expect(res.body, language).toMatchObject({
        code: "INVALID_CREDENTIALS",
        msg: "Wrong account or password",
      });
    }
  });

  it("answers a success (and SPEC's failure text) in Chinese by default and in English when asked", async () => {
    const create = (headers: Record<string, string>, client: unknown) =>
      api.request<{ success: number; msg: string; code?: string }>("POST", "/api/clients", {
        body: { client },
        token: w.a.trainer.token,
        headers,
      });
    const zh = await create({}, { user: { name: "消息 一" } });
    expect(zh.status).toBe(201);
    expect(zh.body).toMatchObject({ success: 0, msg: "学员添加成功" });
    for (const language of ENGLISH) {
      const en = await create({ "accept-language": language }, { user: { name: `Message ${language}` } });
      expect(en.status).toBe(201);
      expect(en.body, language).toMatchObject({ success: 0, msg: "Client added" });
    }
    const failed = await create({ "accept-language": "en" }, { user: {} });
    expect(failed.status).toBe(400);
    expect(failed.body).toMatchObject({ success: 400, code: "BAD_REQUEST", msg: "Could not add the client" });
    expect((await create({}, { user: {} })).body).toMatchObject({ msg: "学员添加失败" });
  });

  it("fills placeholders in the request's language", async () => {
    const token = w.a.trainer.token;
    const make = async () =>
      (await api.post<{ program: { id: number } }>("/api/programs", { program: { name: "十周" } }, { token }))
        .body.program.id;
    const zh = await api.request<{ msg: string }>("DELETE", `/api/programs/${await make()}`, { token });
    expect(zh.body).toEqual({ success: 0, msg: "十周删除" });
    const en = await api.request<{ msg: string }>("DELETE", `/api/programs/${await make()}`, {
      token,
      headers: { "accept-language": "en" },
    });
    expect(en.body).toEqual({ success: 0, msg: "十周 deleted" });
  });
});

describe("tRPC sends messages as codes", () => {
  it("returns msg as { code, params }", async () => {
    const caller = callerFor(t, w.a.trainer.actor);
    const created = await caller.programs.create({ program: { name: "八周" } });
    expect(created.msg).toEqual({ code: "PROGRAM_CREATED" });
    const deleted = await caller.programs.delete({ id: created.program.id });
    expect(deleted.msg).toEqual({ code: "PROGRAM_DELETED", params: { name: "八周" } });
  });

  it("puts the message code and the text in the request's language into error data", async () => {
    const call = (language?: string) =>
      api.request<{ error: { data: { appCode: string; msg: string; message: unknown } } }>(
        "POST",
        "/trpc/clients.create",
        {
          body: { client: { user: {} } },
          token: w.a.trainer.token,
          headers: language ? { "accept-language": language } : {},
        },
      );
    const zh = await call();
    expect(zh.status).toBe(400);
    expect(zh.body.error.data).toMatchObject({
      appCode: "BAD_REQUEST",
      msg: "学员添加失败",
      message: { code: "CLIENT_CREATE_FAILED" },
    });
    const en = await call("en;q=0.9, zh-CN;q=0.8");
    expect(en.body.error.data).toMatchObject({
      msg: "Could not add the client",
      message: { code: "CLIENT_CREATE_FAILED" },
    });
    const anonymous = await api.request<{ error: { data: unknown } }>("GET", "/trpc/auth.me");
    expect(anonymous.body.error.data).toMatchObject({
      appCode: "UNAUTHORIZED",
      message: { code: "UNAUTHORIZED" },
    });
  });
});

describe("zod's own field messages", () => {
  it("are Chinese by default and English for English callers, like our own field messages", async () => {
    const put = (lang?: string) =>
      api.request<{ issues: { path: string; message: string }[] }>(
        "PUT",
        `/api/users/${w.a.trainer.userId}`,
        {
          token: w.a.trainer.token,
          body: { user: { skype: "x".repeat(300), name: "" } },
          ...(lang ? { headers: { "accept-language": lang } } : {}),
        },
      );
    const zh = await put();
    expect(zh.status).toBe(400);
    const zhSkype = zh.body.issues.find((i) => i.path === "user.skype")?.message ?? "";
    expect(zhSkype).toMatch(/[\u4e00-\u9fff]/);
    const en = await put("en-US,en;q=0.9");
    const enSkype = en.body.issues.find((i) => i.path === "user.skype")?.message ?? "";
    expect(enSkype).toMatch(/too big|255/i);
    expect(enSkype).not.toMatch(/[\u4e00-\u9fff]/);
    // A message of our schema follows the language too (tests/worker/field-messages.test.ts).
    expect(zh.body.issues.find((i) => i.path === "user.name")?.message).toBe("名称不能为空");
    expect(en.body.issues.find((i) => i.path === "user.name")?.message).toBe("The name cannot be empty");
  });
});
