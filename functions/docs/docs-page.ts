/**
 * The docs page and its start-up script: relative addresses, so the page works under any stage path. A live answer
 * over SHOWN_CHARACTERS (the whole Quran of an alquran.cloud edition is 2-5 MB) is shown cut, saying so: Swagger UI
 * highlights what it shows, and a page given megabytes stops answering.
 */
const SHOWN_CHARACTERS = 200_000;

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
    responseInterceptor: function (response) {
      var text = response.text;
      // The document itself (openapi.json, over half a megabyte) is read whole: only answers shown are cut.
      if (typeof text === 'string' && text.length > ${SHOWN_CHARACTERS} && !/openapi\\.json/.test(response.url || '')) {
        response.text = text.slice(0, ${SHOWN_CHARACTERS}) +
          '\\n\\n[shown up to ${SHOWN_CHARACTERS.toLocaleString('en-US')} of ' + text.length + ' characters: the API sent the whole answer]';
        response.data = response.text;
      }
      return response;
    },
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
