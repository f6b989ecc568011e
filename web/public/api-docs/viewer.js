// API reference viewer for GET /api/docs (the shell is worker/http/api-docs-page.ts). Plain script, no
// build step: fetches the OpenAPI 3.1 document and renders it with DOM APIs only (text from the
// document always becomes text nodes, never HTML), so it runs under script-src 'self'.
(() => {
  const root = document.getElementById("api-docs");
  if (!root) return;
  const SPEC_URL = root.dataset.spec || "/api/openapi.json";
  const METHODS = ["get", "post", "put", "patch", "delete", "head", "options", "trace"];
  let doc = {};
  const used = new Set();

  /** h("p", { class: "x" }, "text", node, [more]): strings become text nodes, on* listeners. */
  function h(tag, attrs, ...kids) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v == null || v === false) continue;
      if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
      else el.setAttribute(k, v === true ? "" : String(v));
    }
    return add(el, kids);
  }
  function add(el, kids) {
    for (const kid of kids.flat(Infinity)) {
      if (kid != null && kid !== false && kid !== "") el.append(kid instanceof Node ? kid : String(kid));
    }
    return el;
  }
  const isObj = (v) => v != null && typeof v === "object" && !Array.isArray(v);
  const obj = (v) => (isObj(v) ? v : {});
  const arr = (v) => (Array.isArray(v) ? v : []);
  const json = (v) => {
    const s = JSON.stringify(v) ?? String(v);
    return s.length > 80 ? `${s.slice(0, 77)}…` : s;
  };
  const chip = (text, cls) => h("span", { class: `chip ${cls || ""}` }, text);
  const DEPRECATED = "已弃用 · deprecated";
  const hrefOf = (id) => `#${encodeURIComponent(id)}`;
  function uniqueId(base) {
    const clean = String(base).trim().replace(/\s+/g, "-");
    let id = clean;
    for (let i = 2; used.has(id); i++) id = `${clean}-${i}`;
    used.add(id);
    return id;
  }

  /** `code`, **bold** and [links](https://…) in a line of text; everything else stays text. */
  const inline = (text) =>
    String(text ?? "")
      .split(/(`[^`\n]+`|\*\*[^*\n]+\*\*|\[[^\]\n]+\]\([^)\s]+\))/)
      .map((part, i) => {
        if (i % 2 === 0) return part;
        if (part[0] === "`") return h("code", null, part.slice(1, -1));
        if (part[0] === "*") return h("strong", null, part.slice(2, -2));
        const [, label, url] = part.match(/^\[(.*)\]\((.*)\)$/);
        return /^(https?:\/\/|\/|#)/i.test(url) ? h("a", { href: url, rel: "noopener" }, label) : part;
      });
  /** A description: paragraphs of inline text. */
  function prose(text, cls = "prose") {
    if (typeof text !== "string" || !text.trim()) return null;
    const paras = text.trim().split(/\n\s*\n/);
    return h(
      "div",
      { class: cls },
      paras.map((para) => h("p", null, inline(para))),
    );
  }

  /** A local JSON pointer (#/components/schemas/X) into the document, or undefined. */
  function resolve(ref) {
    if (typeof ref !== "string" || !ref.startsWith("#/")) return undefined;
    let node = doc;
    for (const raw of ref.slice(2).split("/")) {
      const key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
      node = isObj(node) && Object.hasOwn(node, key) ? node[key] : undefined;
    }
    return node;
  }
  /** Follows $ref (the reference's own fields, such as description, win); undefined if unresolved. */
  function deref(o) {
    for (let hop = 0; isObj(o) && o.$ref && hop < 10; hop++) {
      const { $ref, ...own } = o;
      const target = resolve($ref);
      o = isObj(target) ? { ...target, ...own } : undefined;
    }
    return isObj(o) ? o : undefined;
  }
  const refName = (ref) => String(ref).split("/").pop();
  const isNull = (s) => isObj(s) && [s.type].flat().join() === "null";

  /** anyOf/oneOf [X, {type: "null"}] is X, nullable. */
  function unwrapNull(s) {
    for (const key of ["anyOf", "oneOf"]) {
      const list = s[key];
      if (Array.isArray(list) && list.length === 2 && list.filter(isNull).length === 1) {
        const { [key]: _, ...rest } = s;
        return { ...rest, ...list.find((v) => !isNull(v)), nullable: true };
      }
    }
    return null;
  }
  /** allOf of plain object parts (refs followed) as one object: { s, refs }, or null. */
  function mergeAllOf(s, seen) {
    const { allOf, ...rest } = s;
    const out = { ...rest, type: "object", properties: { ...rest.properties }, required: arr(rest.required) };
    const refs = [];
    for (const part0 of allOf) {
      if (part0?.$ref) {
        if (seen.has(part0.$ref)) return null;
        refs.push(part0.$ref);
      }
      const part = deref(part0);
      if (
        !part ||
        part.oneOf ||
        part.anyOf ||
        part.allOf ||
        part.not ||
        ![undefined, "object"].includes(part.type)
      ) {
        return null;
      }
      Object.assign(out.properties, part.properties);
      out.required = [...out.required, ...arr(part.required)];
      out.description ??= part.description;
    }
    return { s: out, refs };
  }
  function typesOf(s) {
    if (s.type) return [s.type].flat();
    if (s.properties || s.additionalProperties) return ["object"];
    if (s.items || s.prefixItems) return ["array"];
    if ("const" in s) return [s.const === null ? "null" : typeof s.const];
    return [];
  }
  const itemLabel = (it) => (it?.$ref ? refName(it.$ref) : typesOf(obj(it)).join(" | ") || "any");

  const LIMITS = [
    "minLength",
    "maxLength",
    "minItems",
    "maxItems",
    "minProperties",
    "maxProperties",
    "multipleOf",
  ];
  const CMP = { minimum: "≥", exclusiveMinimum: ">", maximum: "≤", exclusiveMaximum: "<" };
  function constraints(s) {
    const out = [s.format && chip(s.format)];
    // ±MAX_SAFE_INTEGER is the "no bound" that generated integer schemas carry: not worth a chip.
    for (const [k, sym] of Object.entries(CMP)) {
      if (typeof s[k] === "number" && Math.abs(s[k]) !== Number.MAX_SAFE_INTEGER)
        out.push(chip(`${sym} ${s[k]}`));
    }
    for (const k of LIMITS) if (s[k] != null) out.push(chip(`${k}: ${s[k]}`));
    if (s.pattern) out.push(chip(`pattern: ${s.pattern}`));
    for (const k of ["uniqueItems", "readOnly", "writeOnly"]) if (s[k]) out.push(chip(k));
    if (s.additionalProperties === true) out.push(chip("additionalProperties"));
    if (s.deprecated) out.push(chip(DEPRECATED, "warn"));
    if ("const" in s) out.push(chip(`const: ${json(s.const)}`));
    if ("default" in s) out.push(chip(`default: ${json(s.default)}`));
    if (Array.isArray(s.enum))
      out.push(
        h(
          "span",
          { class: "enum" },
          "enum:",
          s.enum.map((v) => h("code", null, json(v))),
        ),
      );
    const eg = Array.isArray(s.examples) ? s.examples[0] : s.example;
    if (eg !== undefined) out.push(chip(`例 e.g. ${json(eg)}`));
    return out;
  }

  /** A <details> whose body is built when it is first opened. */
  function lazyDetails(cls, open, summary, fill) {
    const d = h("details", { class: cls, open }, h("summary", null, summary));
    const build = () => {
      if (!d.dataset.filled) add(d, [fill()]);
      d.dataset.filled = "1";
    };
    if (open) build();
    else d.addEventListener("toggle", build);
    return d;
  }

  /**
   * A schema as a tree node: name, required marker, type, $ref name, constraints, description, then
   * (collapsible) properties, items and variants. `seen` holds the $refs above, so cycles stop.
   */
  function schemaNode(input, o) {
    let s = obj(input);
    let seen = o.seen || new Set();
    const depth = o.depth || 0;
    const head = [o.name != null && h("span", { class: "sn-name" }, o.name)];
    if (o.required) head.push(h("span", { class: "req", title: "必填 · required" }, "*"));
    if (o.in) head.push(chip(o.in, "in"));
    for (let hop = 0; hop < 10; hop++) {
      const plain = unwrapNull(s);
      if (plain) s = plain;
      else if (s.$ref) {
        const { $ref, ...own } = s;
        const target = resolve($ref);
        head.push(h("span", { class: "ref", "data-testid": "schema-ref", title: $ref }, refName($ref)));
        if (!isObj(target) || seen.has($ref)) {
          head.push(chip(isObj(target) ? "↻ 循环引用 · recursive" : "未解析 · unresolved", "warn"));
          return h("div", { class: "sn" }, h("span", { class: "sn-head" }, head));
        }
        seen = new Set(seen).add($ref);
        s = { ...target, ...own, nullable: target.nullable || own.nullable };
      } else break;
    }
    const merged = Array.isArray(s.allOf) && mergeAllOf(s, seen);
    if (merged) {
      s = merged.s;
      seen = new Set([...seen, ...merged.refs]);
      if (merged.refs.length)
        head.push(h("span", { class: "via" }, `allOf(${merged.refs.map(refName).join(", ")})`));
    }
    const types = typesOf(s).map((t) => (t === "array" ? `array<${itemLabel(s.items)}>` : t));
    if ((s.nullable || o.nullable) && !types.includes("null")) types.push("null");
    const combos = ["allOf", "oneOf", "anyOf"].filter((k) => Array.isArray(s[k]));
    types.push(...combos.map((k) => `${k}(${s[k].map(itemLabel).join(" | ")})`));
    head.push(h("span", { class: "t" }, types.join(" | ") || "any"));
    if (s.discriminator?.propertyName) head.push(chip(`discriminator: ${s.discriminator.propertyName}`));
    head.push(constraints(s), o.deprecated && chip(DEPRECATED, "warn"));
    head.push(prose(o.description || s.description, "sd"));

    const kids = [];
    const at = (name, sub, more) =>
      kids.push(() => schemaNode(sub, { depth: depth + 1, seen, name, ...more }));
    const req = arr(s.required);
    for (const [name, p] of Object.entries(obj(s.properties))) at(name, p, { required: req.includes(name) });
    if (isObj(s.additionalProperties)) at("[key: string]", s.additionalProperties);
    const bare = isObj(s.items) && Object.keys(s.items).every((k) => k === "type");
    if (isObj(s.items) && !bare) at("[ ]", s.items);
    arr(s.prefixItems).forEach((p, i) => {
      at(`[${i}]`, p);
    });
    for (const key of combos) {
      const list = s[key];
      list.forEach((v, i) => {
        at(v?.title || `${key}[${i}]`, v, { open: list.length < 4 });
      });
    }
    if (isObj(s.not)) at("not", s.not);

    const headEl = h("span", { class: "sn-head" }, head);
    if (!kids.length || depth > 24) return h("div", { class: "sn" }, headEl);
    return lazyDetails("sn", o.open ?? depth < 2, headEl, () =>
      h(
        "div",
        { class: "sn-kids" },
        kids.map((k) => k()),
      ),
    );
  }

  /** The bodies of a request or response; media types with the same schema share one tree. */
  function mediaList(content) {
    const same = new Map();
    for (const [type, m0] of Object.entries(obj(content))) {
      const m = obj(m0);
      const key = JSON.stringify([m.schema, m.example, m.examples]);
      if (same.has(key)) same.get(key).types.push(type);
      else same.set(key, { types: [type], m });
    }
    return [...same.values()].map(({ types, m }) => {
      let eg = m.example;
      if (eg === undefined && isObj(m.examples)) eg = deref(Object.values(m.examples)[0])?.value;
      return h(
        "div",
        { class: "media" },
        types.map((type) => h("code", { class: "ctype" }, type)),
        m.schema && schemaNode(m.schema, { open: true }),
        eg !== undefined &&
          lazyDetails("ex", false, "示例 · Example", () => h("pre", null, JSON.stringify(eg, null, 2))),
      );
    });
  }

  function security(op) {
    const reqs = arr(op.security ?? doc.security);
    const named = reqs.filter((r) => Object.keys(obj(r)).length);
    if (!named.length) return chip("无需认证 · none");
    const names = [...new Set(named.flatMap(Object.keys))].map((n) => {
      const sc = deref(doc.components?.securitySchemes?.[n]) || {};
      if (sc.type === "http") {
        if (/^bearer$/i.test(sc.scheme)) return `Bearer${sc.bearerFormat ? ` (${sc.bearerFormat})` : ""}`;
        return `HTTP ${sc.scheme}`;
      }
      if (sc.type === "apiKey") return `API key (${sc.in}: ${sc.name})`;
      return sc.type ? `${sc.type} (${n})` : n;
    });
    return chip(names.join(" / ") + (named.length < reqs.length ? " · 可选 optional" : ""), "auth");
  }

  const methodBadge = (m) => h("span", { class: `m m-${m}` }, m.toUpperCase());
  const pathEl = (path) =>
    h(
      "code",
      { class: "path" },
      path.split(/(\{[^}]+\})/).map((part, i) => (i % 2 ? h("span", { class: "pp" }, part) : part)),
    );
  const section = (title, ...kids) => h("section", { class: "op-sec" }, h("h4", null, title), kids);

  function response([code, r0]) {
    const r = deref(r0) || {};
    const head = [
      h("span", { class: `status s${/^[1-5]/.test(code) ? code[0] : "x"}` }, code),
      h("span", null, inline(r.description)),
    ];
    const headers = Object.entries(obj(r.headers)).map(([name, hd0]) => {
      const hd = deref(hd0) || {};
      return schemaNode(hd.schema, { name, in: "header", description: hd.description, open: false });
    });
    if (!headers.length && !Object.keys(obj(r.content)).length) return h("div", { class: "resp" }, head);
    return lazyDetails("resp", code[0] === "2", head, () => [headers, mediaList(r.content)]);
  }

  function operation({ method, path, item, op, id }) {
    const params = new Map();
    for (const p of [...arr(item.parameters), ...arr(op.parameters)].map(deref)) {
      if (p?.name) params.set(`${p.in}:${p.name}`, p);
    }
    const body = deref(op.requestBody);
    const responses = Object.entries(obj(op.responses));
    const paramNode = (p) =>
      schemaNode(p.schema || Object.values(obj(p.content))[0]?.schema, { ...p, name: p.name, open: false });
    return h(
      "article",
      { class: "op", id, "data-testid": "operation", "data-method": method, "data-path": path },
      h(
        "h3",
        { class: "op-head" },
        methodBadge(method),
        pathEl(path),
        op.deprecated && chip(DEPRECATED, "warn"),
        h("a", { class: "anchor", href: hrefOf(id), title: "链接 · Link" }, "#"),
      ),
      op.summary && h("p", { class: "op-summary" }, op.summary),
      prose(op.description),
      h(
        "dl",
        { class: "meta" },
        op.operationId && [h("dt", null, "operationId"), h("dd", null, h("code", null, op.operationId))],
        h("dt", null, "认证 · Auth"),
        h("dd", null, security(op)),
      ),
      params.size > 0 && section("参数 · Parameters", [...params.values()].map(paramNode)),
      body &&
        section(
          "请求体 · Request body",
          body.required && chip("必填 · required", "warn"),
          prose(body.description),
          mediaList(body.content),
        ),
      responses.length > 0 && section("响应 · Responses", responses.map(response)),
    );
  }

  function infoHeader(spec) {
    const info = obj(spec.info);
    const servers = arr(spec.servers).filter((s) => s?.url);
    return h(
      "header",
      { class: "info" },
      h("h1", { "data-testid": "api-title" }, info.title || "API"),
      h(
        "p",
        { class: "badges" },
        info.version && chip(`版本 · version ${info.version}`),
        spec.openapi && chip(`OpenAPI ${spec.openapi}`),
        h("a", { href: SPEC_URL }, SPEC_URL.split("/").pop()),
      ),
      prose(info.summary),
      prose(info.description),
      servers.length > 0 &&
        h(
          "p",
          { class: "servers" },
          "服务器 · Servers: ",
          servers.map((s) => [h("code", null, s.url), ` ${s.description || ""} `]),
        ),
    );
  }

  /** Operations by tag (their first; untagged: the first path segment after /api, /v1, {params}). */
  function groupOperations(spec) {
    const groups = new Map(arr(spec.tags).map((t) => [t?.name, { tag: t, ops: [] }]));
    for (const [path, item0] of Object.entries(obj(spec.paths))) {
      const item = deref(item0) || {};
      for (const method of METHODS) {
        const op = item[method];
        if (!isObj(op)) continue;
        const tag =
          arr(op.tags)[0] ||
          path.split("/").find((seg) => seg && !/^(\{.*\}|api|v\d+)$/i.test(seg)) ||
          "other";
        if (!groups.has(tag)) groups.set(tag, { tag: { name: tag }, ops: [] });
        const id = uniqueId(`op-${op.operationId || `${method}-${path.replace(/\W+/g, "-")}`}`);
        groups.get(tag).ops.push({ method, path, item, op, id });
      }
    }
    return [...groups].filter(([, g]) => g.ops.length);
  }

  function render(spec) {
    doc = spec;
    const filter = h("input", {
      type: "search",
      class: "filter",
      placeholder: "筛选接口 · Filter",
      title: "按路径、摘要或 operationId 筛选 · Filter by path, summary or operationId",
      "aria-label": "筛选接口 · Filter operations",
      "data-testid": "api-docs-filter",
      autocomplete: "off",
      spellcheck: "false",
    });
    const count = h("span", { class: "count", "data-testid": "op-count", "aria-live": "polite" });
    const nav = h("nav", { id: "api-docs-toc", class: "toc-nav", "aria-label": "目录 · Contents" });
    const toggle = h(
      "button",
      { type: "button", class: "toc-toggle", "aria-expanded": "false", "aria-controls": "api-docs-toc" },
      "目录 · Contents",
    );
    const main = h("main", { class: "content" }, infoHeader(spec));
    const entries = [];
    const groups = groupOperations(spec).map(([name, g]) => {
      const gid = uniqueId(`tag-${name}`);
      const list = h("ul");
      const toc = h(
        "div",
        { class: "toc-group" },
        h("a", { class: "toc-tag", href: hrefOf(gid) }, name, h("span", { class: "n" }, g.ops.length)),
        list,
      );
      const sec = h("section", { class: "tag", id: gid }, h("h2", null, name), prose(g.tag?.description));
      const group = { sec, toc, entries: [] };
      for (const e of g.ops) {
        const art = operation(e);
        const link = h(
          "a",
          { class: "toc-op", href: hrefOf(e.id), title: e.op.summary },
          methodBadge(e.method),
        );
        const li = h("li", null, add(link, [h("span", { class: "p" }, e.path)]));
        sec.append(art);
        list.append(li);
        const text = [e.method, e.path, e.op.summary, e.op.operationId, name].join(" ").toLowerCase();
        group.entries.push({ art, li, text });
      }
      entries.push(...group.entries);
      nav.append(toc);
      main.append(sec);
      return group;
    });
    const empty = h("p", { class: "empty", hidden: true }, "没有匹配的接口 · No matching operations");
    main.append(empty);

    const apply = () => {
      const terms = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
      let shown = 0;
      for (const g of groups) {
        let n = 0;
        for (const e of g.entries) {
          const ok = terms.every((t) => e.text.includes(t));
          e.art.hidden = e.li.hidden = !ok;
          n += ok;
        }
        g.sec.hidden = g.toc.hidden = !n;
        shown += n;
      }
      count.textContent = terms.length
        ? `${shown} / ${entries.length}`
        : `${entries.length} 个接口 · operations`;
      empty.hidden = shown > 0;
    };
    filter.addEventListener("input", apply);
    filter.addEventListener("keydown", (ev) => {
      if (ev.key === "Escape") {
        filter.value = "";
        apply();
      }
    });
    const setOpen = (open) => {
      root.classList.toggle("toc-open", open);
      toggle.setAttribute("aria-expanded", String(open));
    };
    toggle.addEventListener("click", () => setOpen(!root.classList.contains("toc-open")));
    nav.addEventListener("click", (ev) => ev.target.closest?.("a") && setOpen(false));
    apply();

    const aside = h(
      "aside",
      { class: "toc", "data-testid": "toc" },
      h("div", { class: "toc-top" }, toggle, filter, count),
    );
    root.replaceChildren(h("div", { class: "layout" }, add(aside, [nav]), main));
    root.removeAttribute("aria-busy");
    root.dataset.ready = "true";
    try {
      if (location.hash.length > 1)
        document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } catch {
      // A malformed fragment: stay at the top.
    }
  }

  function fail(err) {
    root.removeAttribute("aria-busy");
    root.replaceChildren(
      h(
        "div",
        { class: "error", role: "alert", "data-testid": "api-docs-error" },
        h("h1", null, "无法加载 API 文档"),
        h("p", null, "The API reference could not be loaded."),
        h("p", { class: "detail" }, String(err?.message || err)),
        h(
          "p",
          null,
          h("a", { href: SPEC_URL }, SPEC_URL),
          " ",
          h("button", { type: "button", onclick: load }, "重试 · Retry"),
        ),
      ),
    );
  }

  async function load() {
    root.setAttribute("aria-busy", "true");
    used.clear();
    try {
      const res = await fetch(SPEC_URL, { headers: { accept: "application/json" } });
      if (!res.ok) throw new Error(`HTTP ${res.status} ${res.statusText}`.trim());
      const spec = await res.json();
      if (!isObj(spec) || !isObj(spec.paths)) throw new Error("Not an OpenAPI document (no paths)");
      render(spec);
    } catch (err) {
      fail(err);
    }
  }

  load();
})();
