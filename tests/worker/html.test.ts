import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeHref, sanitizeHtml } from "../../worker/domains/workouts/html";

describe("sanitizeHtml keeps the allowed formatting", () => {
  it.each([
    ["<p>深蹲 <strong>4 组</strong> <b>× 8</b></p>", "<p>深蹲 <strong>4 组</strong> <b>× 8</b></p>"],
    ["<em>a</em><i>b</i><u>c</u><s>d</s><span>e</span>", "<em>a</em><i>b</i><u>c</u><s>d</s><span>e</span>"],
    ["<ul><li>一</li></ul><ol><li>二</li></ol>", "<ul><li>一</li></ul><ol><li>二</li></ol>"],
    [
      "<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><blockquote>q</blockquote>",
      "<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><blockquote>q</blockquote>",
    ],
    ["a<br>b<br/>c<BR />d", "a<br>b<br>c<br>d"],
    ['<P CLASS="x" Style="color:red">Hi</P>', "<p>Hi</p>"],
    [
      '<a href="https://example.com/a?b=1&amp;c=2">x</a>',
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">x</a>',
    ],
    [
      '<a href="mailto:coach@example.com" target="_blank" rel="opener">m</a>',
      '<a href="mailto:coach@example.com" rel="noopener noreferrer">m</a>',
    ],
    ["5 < 6 & 7 > 3", "5 &lt; 6 &amp; 7 &gt; 3"],
    ["&lt;script&gt; &amp; &nbsp; &#169; &#x4e2d;", "&lt;script&gt; &amp; &nbsp; &#169; &#x4e2d;"],
    ["", ""],
    ["纯文本，没有标签", "纯文本，没有标签"],
  ])("%s", (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });
});

describe("sanitizeHtml removes everything dangerous", () => {
  it.each([
    ["<script>alert(1)</script>ok", "ok"],
    ["<SCRIPT type='text/javascript'>alert(1)</SCRIPT >ok", "ok"],
    ["<script>document.write('</scr'+'ipt>')</script>ok", "ok"],
    ["<script>never closed", ""],
    ["<style>body{display:none}</style>ok", "ok"],
    ['<iframe src="https://evil.test"></iframe>ok', "ok"],
    ["<object data=x></object><embed src=x>ok", "ok"],
    ["<svg onload=alert(1)><script>alert(1)</script></svg>ok", "ok"],
    ["<math><mi xlink:href=javascript:alert(1)>x</mi></math>ok", "ok"],
    ["<template><img src=x onerror=alert(1)></template>ok", "ok"],
    ["<textarea><img src=x onerror=alert(1)></textarea>ok", "ok"],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>ok', '"&gt;ok'],
    ['<img src=x onerror="alert(1)">ok', "ok"],
    ['<p onclick="alert(1)" onmouseover=alert(1)>x</p>', "<p>x</p>"],
    ['<div style="background:url(javascript:alert(1))">x</div>', "x"],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ['<a href=" javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="java\tscript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="java&#x09;script:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', "<a>x</a>"],
    ['<a href="&#0000106avascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="javascript&colon;alert(1)">x</a>', "<a>x</a>"],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', "<a>x</a>"],
    ['<a href="vbscript:msgbox(1)">x</a>', "<a>x</a>"],
    ['<a href="//evil.test/">x</a>', "<a>x</a>"],
    ['<a href="/relative">x</a>', "<a>x</a>"],
    ['<a href="https:evil.test">x</a>', "<a>x</a>"],
    [
      "<a href=https://ok.test/ onclick=alert(1)>x</a>",
      '<a href="https://ok.test/" rel="noopener noreferrer">x</a>',
    ],
    [
      '<a href="https://ok.test/" href="javascript:alert(1)">x</a>',
      '<a href="https://ok.test/" rel="noopener noreferrer">x</a>',
    ],
    [
      '<a href="https://ok.test/"onclick="alert(1)">x</a>',
      '<a href="https://ok.test/" rel="noopener noreferrer">x</a>',
    ],
    [
      '<a href="https://ok.test/?q=&quot;><script>alert(1)</script>">x</a>',
      '<a href="https://ok.test/?q=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" rel="noopener noreferrer">x</a>',
    ],
    ["<!-- <script>alert(1)</script> -->ok", "ok"],
    ["<!--[if IE]><script>alert(1)</script><![endif]-->ok", "ok"],
    ["<!DOCTYPE html><?xml version='1.0'?>ok", "ok"],
    ["<![CDATA[<script>alert(1)</script>]]>ok", "alert(1)]]&gt;ok"],
    ["<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"],
    ["<<script>script>alert(1)<</script>/script>", "&lt;/script&gt;"],
    ["<p>unclosed <strong>bold", "<p>unclosed <strong>bold</strong></p>"],
    ["</p></strong>stray</em>", "stray"],
    ["<p><em>crossed</p></em>", "<p><em>crossed</em></p>"],
    ["a < b <3 </ c", "a &lt; b &lt;3 "],
    ["x\u0000<scr\u0000ipt>alert(1)</script>", "x"],
    ['<p title="unterminated>text', "<p></p>"],
  ])("%s", (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it("accepts only http(s) and mailto hrefs", () => {
    expect(safeHref("https://a.test/x")).toBe("https://a.test/x");
    expect(safeHref(" HTTP://a.test ")).toBe("HTTP://a.test");
    expect(safeHref("mailto:a@b.test")).toBe("mailto:a@b.test");
    for (const bad of [
      "javascript:x",
      "ftp://a.test",
      "data:,x",
      "#top",
      "",
      "https://",
      `https://a.test/${"x".repeat(2050)}`,
    ]) {
      expect(safeHref(bad)).toBeNull();
    }
  });
});

describe("sanitizeHtml properties", () => {
  const fragments = fc.constantFrom(
    "<script>",
    "</script>",
    "<p>",
    "</p>",
    '<a href="javascript:alert(1)">',
    "<a href='https://x.test/'>",
    "</a>",
    "<img src=x onerror=alert(1)>",
    "<!--",
    "-->",
    "<",
    ">",
    "&",
    '"',
    "'",
    "<b onclick=x>",
    "<style>",
    "<svg>",
    "</svg>",
    "<iframe>",
    "=",
    " ",
    "text",
    "训练",
  );
  const html = fc
    .array(fc.oneof(fragments, fc.string({ maxLength: 8 })), { maxLength: 40 })
    .map((a) => a.join(""));

  it("never lets a tag outside the allow-list, an event handler or a script URL through", () => {
    fc.assert(
      fc.property(html, (input) => {
        const out = sanitizeHtml(input);
        const tags = [...out.matchAll(/<\/?([a-zA-Z0-9]+)/g)].map((m) => m[1]!.toLowerCase());
        for (const tag of tags) {
          expect([
            "p",
            "br",
            "strong",
            "b",
            "em",
            "i",
            "u",
            "s",
            "ul",
            "ol",
            "li",
            "a",
            "blockquote",
            "h1",
            "h2",
            "h3",
            "h4",
            "span",
          ]).toContain(tag);
        }
        expect(out).not.toMatch(/\son[a-z]+\s*=/i);
        expect(out.toLowerCase()).not.toContain("javascript:");
        expect(out).not.toMatch(/<!--/);
      }),
      { numRuns: 2000 },
    );
  });

  it("is idempotent: sanitising clean output changes nothing", () => {
    fc.assert(
      fc.property(html, (input) => {
        const once = sanitizeHtml(input);
        expect(sanitizeHtml(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });
});
