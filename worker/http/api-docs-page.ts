/**
 * The API reference page (GET /api/docs): a static shell only. The viewer's script and styles are
 * static files outside /api (web/public/api-docs/, copied to dist/web by Vite), so they stay out of
 * the Worker bundle and load under the site CSP (script-src 'self', no inline script); the script
 * fetches /api/openapi.json and renders it.
 */
const API_DOCS_HTML = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>API 参考 · Coach platform</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api-docs/viewer.css">
<script src="/api-docs/viewer.js" defer></script>
</head>
<body>
<div id="api-docs" data-spec="/api/openapi.json" aria-busy="true"><p class="loading">正在加载 API 文档… · Loading…</p></div>
<noscript><p>此页面需要 JavaScript。OpenAPI 描述文件：<a href="/api/openapi.json">/api/openapi.json</a> · This page needs JavaScript; the OpenAPI document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></noscript>
</body>
</html>
`;

export function apiDocsHtml(): string {
  return API_DOCS_HTML;
}
