// The CloudFront Function: the site's address rule (addressRule.ts) in cloudfront-js-2.0, with the build's files.

import { ASSETS_PREFIX, GENERATED_FILE_NOTICE, type HostingPolicy } from "../policy.js";
import { CLOUDFRONT_QUOTAS, fail } from "./api.js";
import { uploadedFiles } from "./behaviors.js";

/** JSON in ASCII: the function's source holds a non-ASCII file name as \\u escapes, which ES 5.1 reads. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The function's code: the address rule (addressRule.ts's answerFor, step by step) with the build's files. */
export function cloudFrontFunctionCode(policy: HostingPolicy, files: readonly string[]): string {
  const known = uploadedFiles(files).filter((file) => !file.startsWith(ASSETS_PREFIX.slice(1)));
  const cache = {
    redirect: policy.otherCacheControl,
    payment: policy.paymentPageCacheControl,
    notFound: policy.notFoundCacheControl,
  };
  const code = `${GENERATED_FILE_NOTICE.replace(/^#/, "//")}
// The site's address rule (addressRule.ts) on CloudFront (cloudfront-js-2.0), for every cache behavior but
// ${ASSETS_PREFIX}*. S3 has no PATH.html or PATH/index.html fallback: on viewer request this rewrites an address to its
// file's key and answers the redirects itself; an unknown path is rewritten to the nearest 404.html, which S3 answers
// 200, so the viewer response makes it a 404 (a 404 from S3 would skip the function and give one page for all languages).

// Every file outside ${ASSETS_PREFIX}: that behavior runs no function, its misses are the custom error responses'.
var FILES = ${asciiJson(known)};
// The payment page's addresses: a redirect there carries its Cache-Control, as responseHeaders gives it.
var PAYMENT = ${JSON.stringify(policy.paymentPagePaths)};
var CACHE = ${JSON.stringify(cache)};
// Marks a request rewritten to a 404 page. Its value is the key, so a viewer sending it cannot make a page a 404.
var MARK = 'x-site-not-found';

function has(path) {
  return FILES.indexOf(path.slice(1)) >= 0;
}

// A key or a Location: each segment encoded, as S3 and browsers expect (CloudFront forwards the URI as set).
function encoded(path) {
  return path.split('/').map(encodeURIComponent).join('/');
}

// The decoded path, or null when it is malformed or climbs out of the build.
function decoded(uri) {
  var path;
  try {
    path = decodeURIComponent(uri);
  } catch (e) {
    return null;
  }
  if (path[0] !== '/' || path.indexOf('\\0') >= 0 || path.indexOf('\\\\') >= 0) return null;
  return path.split('/').some((segment) => segment === '..' || segment === '.') ? null : path;
}

// The nearest 404.html above the path (a language's own), or null when the build has none.
function notFound(path) {
  var folder = path;
  while (folder) {
    folder = folder.slice(0, folder.lastIndexOf('/'));
    if (has(folder + '/404.html')) return { missing: folder + '/404.html' };
  }
  return { missing: null };
}

// { file } to serve, { location } to redirect to, or { missing }: answerFor's steps in its order.
function answer(uri) {
  var path = decoded(uri);
  if (path === null) return notFound('/');
  if (path.endsWith('/')) {
    if (has(path + 'index.html')) return { file: path + 'index.html' };
    if (path.endsWith('/index/')) return { location: path.slice(0, -6) };
    if (path !== '/' && has(path.slice(0, -1) + '.html')) return { location: path.slice(0, -1) };
    return notFound(path);
  }
  if (has(path)) {
    if (!path.endsWith('.html')) return { file: path };
    var address = path.slice(0, -5);
    if (address.endsWith('/index')) return { location: address.slice(0, -5) };
    return has(address) ? { file: path } : { location: address };
  }
  if (path.endsWith('/index')) return { location: path.slice(0, -5) };
  if (has(path + '.html')) return { file: path + '.html' };
  if (has(path + '/index.html')) return { location: path + '/' };
  return notFound(path);
}

// The query as sent: CloudFront passes each value as received, and AWS's own examples join them unencoded.
function search(querystring) {
  var parts = [];
  for (var name in querystring) {
    var values = querystring[name].multiValue || [querystring[name]];
    for (var i = 0; i < values.length; i++) parts.push(name + '=' + values[i].value);
  }
  return parts.length ? '?' + parts.join('&') : '';
}

function isPayment(uri) {
  return PAYMENT.some((path) => uri === path || uri === path + '.html' || uri.startsWith(path + '/'));
}

function handler(event) {
  var request = event.request;
  if (event.context.eventType === 'viewer-response') {
    var response = event.response;
    var mark = request.headers[MARK];
    // The event may hold the request as the viewer sent it or as rewritten: either way a 404 answer is known.
    if ((mark && mark.value === request.uri) || answer(request.uri).missing !== undefined) {
      response.statusCode = 404;
      response.statusDescription = 'Not Found';
      // Runs after the behavior's response headers policy, so this Cache-Control is the one sent.
      response.headers['cache-control'] = { value: CACHE.notFound };
    }
    return response;
  }
  delete request.headers[MARK];
  var found = answer(request.uri);
  if (found.location !== undefined) {
    return {
      statusCode: 308,
      statusDescription: 'Permanent Redirect',
      headers: {
        location: { value: encoded(found.location) + search(request.querystring) },
        'cache-control': { value: isPayment(request.uri) ? CACHE.payment : CACHE.redirect },
      },
    };
  }
  if (found.missing === null) {
    return { statusCode: 404, statusDescription: 'Not Found', headers: { 'cache-control': { value: CACHE.notFound } } };
  }
  request.uri = encoded(found.file || found.missing);
  if (found.missing) request.headers[MARK] = { value: request.uri };
  return request;
}
`;
  const bytes = Buffer.byteLength(code, "utf8");
  if (bytes > CLOUDFRONT_QUOTAS.functionBytes) {
    fail(
      `the CloudFront Function is ${bytes} bytes with this build's ${known.length} files; CloudFront takes ${CLOUDFRONT_QUOTAS.functionBytes}.`,
    );
  }
  return code;
}
