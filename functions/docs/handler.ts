import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { SWAGGER_UI_ASSETS } from '../routes';
import { type EndpointContext, environmentContext } from '../shared/endpoint-context';
import { httpEndpoint } from '../shared/middleware';
import { DOCUMENTATION_WINDOW } from '../shared/rate-limit/middleware';
import { SCRIPTURE_CACHE_CONTROL } from '../shared/representation';
import { DOCS_SCRIPT, docsPage } from './docs-page';

/**
 * Swagger UI's files: next to the bundle in Lambda (the stack copies them there, routes.ts), else from the
 * installed npm package (npm start, tests).
 */
function swaggerUiDirectory(): string {
  const bundled = fileURLToPath(new URL('./swagger-ui/', import.meta.url));
  if (existsSync(join(bundled, SWAGGER_UI_ASSETS[0]))) return bundled;
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};
const contentTypeOf = (file: string) => CONTENT_TYPES[file.slice(file.lastIndexOf('.'))];

const ASSETS = [...SWAGGER_UI_ASSETS, DOCS_SCRIPT.name] as const;

const docsQuerySchema = z
  .object({
    asset: z
      .enum(ASSETS, { error: `must be one of ${ASSETS.join(', ')}` })
      .optional()
      .meta({ description: "One of the page's own files" }),
  })
  .strict();

/** The page's scripts and styles are its own files, so the policy allows only this origin; no inline script. */
const DOCS_CONTENT_SECURITY_POLICY = {
  'default-src': "'self'",
  'script-src': "'self'",
  // Swagger UI sets style attributes on its elements.
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'connect-src': "'self'",
  'form-action': "'self'",
  sandbox: false,
  // Swagger UI's sanitiser (DOMPurify) creates a Trusted Types policy; navigate-to is a directive browsers dropped.
  'require-trusted-types-for': false,
  'trusted-types': false,
  'navigate-to': false,
  'upgrade-insecure-requests': false,
} as const;

/**
 * Every powerful feature denied to the page, named as browsers know them: middy's default list also names features
 * Chromium no longer (or never) recognised, each a console warning on every load (14 of them).
 */
const DOCS_PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'clipboard-read',
  'clipboard-write',
  'cross-origin-isolated',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'keyboard-map',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'sync-xhr',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** GET /api/v1/docs: the API reference page (Swagger UI over /api/v1/openapi.json); `?asset=` its files. */
export function createHandler(context: EndpointContext) {
  const files = new Map<string, string>();
  const read = (asset: string) => {
    let text = files.get(asset);
    if (text === undefined) {
      text = asset === DOCS_SCRIPT.name ? DOCS_SCRIPT.text : readFileSync(join(swaggerUiDirectory(), asset), 'utf8');
      files.set(asset, text);
    }
    return text;
  };
  return httpEndpoint(
    context,
    {
      query: docsQuerySchema,
      cacheControl: SCRIPTURE_CACHE_CONTROL,
      contentSecurityPolicy: DOCS_CONTENT_SECURITY_POLICY,
      // Reading the documentation is not using the API: counted apart, bounded, and never refused for the API's use.
      window: () => DOCUMENTATION_WINDOW,
    },
    async ({ query }) => {
      const asset = query.asset;
      return {
        statusCode: 200,
        headers: {
          'Content-Type': asset ? contentTypeOf(asset) : CONTENT_TYPES['.html'],
          ...(asset ? {} : { 'Permissions-Policy': DOCS_PERMISSIONS_POLICY }),
        },
        body: asset ? read(asset) : docsPage(),
      };
    },
  );
}

export const handler = createHandler(environmentContext());
