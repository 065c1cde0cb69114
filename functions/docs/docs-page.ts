/** The docs page and its start-up script: relative addresses, so the page works under any stage path. */

export const DOCS_SCRIPT = {
  name: 'docs.js',
  text: `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: 'openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    tryItOutEnabled: true,
    displayRequestDuration: true,
    docExpansion: 'list',
  });
});
`,
} as const;

export function docsPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Islamic Knowledge and Utilities API: reference</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="docs?asset=swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="docs?asset=swagger-ui-bundle.js"></script>
  <script src="docs?asset=${DOCS_SCRIPT.name}"></script>
</body>
</html>
`;
}
