/**
 * The docs page and its start-up script: relative addresses, so the page works under any stage path. A live answer
 * over SHOWN_CHARACTERS (the whole Quran of an alquran.cloud edition is 2-5 MB, the OpenAPI document over half a
 * megabyte) is shown cut, saying so, and one over HIGHLIGHTED_CHARACTERS is shown as plain text: Swagger UI highlights
 * what it shows, one element per token, and a page given hundreds of kilobytes to highlight stops answering for
 * seconds, on opening the answer and again on closing it. The document the page itself loads is read whole.
 */
const SHOWN_CHARACTERS = 200_000;
const HIGHLIGHTED_CHARACTERS = 20_000;

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
    // The document this page loads (and the files it refers to) is read whole: only answers shown are cut.
    requestInterceptor: function (request) {
      if (request.loadSpec) request.responseInterceptor = null;
      return request;
    },
    responseInterceptor: function (response) {
      var text = response.text;
      if (typeof text === 'string' && text.length > ${SHOWN_CHARACTERS}) {
        response.text = text.slice(0, ${SHOWN_CHARACTERS}) +
          '\\n\\n[shown up to ${SHOWN_CHARACTERS.toLocaleString('en-US')} of ' + text.length + ' characters: the API sent the whole answer]';
        response.data = response.text;
      }
      return response;
    },
    plugins: [
      function plainLongText(system) {
        return {
          wrapComponents: {
            SyntaxHighlighter: function (Highlighter) {
              return function (props) {
                var text = props.children;
                if (typeof text !== 'string' || text.length <= ${HIGHLIGHTED_CHARACTERS}) return system.React.createElement(Highlighter, props);
                var PlainTextViewer = system.getComponent('PlainTextViewer');
                return typeof props.renderPlainText === 'function'
                  ? props.renderPlainText({ children: text, PlainTextViewer: PlainTextViewer })
                  : system.React.createElement(PlainTextViewer, { className: props.className }, text);
              };
            },
          },
        };
      },
    ],
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
