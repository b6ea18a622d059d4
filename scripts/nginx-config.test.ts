import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '../src/shared/lib/csp-nonce';
import {
  BROTLI_MODULE,
  contentSecurityPolicy,
  inlineScriptHashes,
  origin,
  renderNginxConfig,
} from './nginx-config';

const TEMPLATE = readFileSync(
  join(import.meta.dirname, '..', 'deploy', 'nginx.conf.template'),
  'utf8',
);

/** The policy as a map from directive to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('inlineScriptHashes', () => {
  it('hashes each inline script exactly as the browser does, skipping scripts loaded by src', () => {
    // Expected values from `printf … | openssl dgst -sha256 -binary | base64`.
    const html = [
      '<script>alert(1)</script>',
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<script>\n  window.x = "ё";\n</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      "'sha256-jF9tkdj2q16WP4p4XvfwVhoGetSfCf00FQKfbq5PEOU='",
    ]);
  });

  it('refuses a page with an inline event handler or a javascript: URL, which no hash allows', () => {
    expect(() => inlineScriptHashes('<body onload="start()"></body>')).toThrow(/event handler/);
    expect(() => inlineScriptHashes('<a href="javascript:void 0">x</a>')).toThrow(/javascript:/);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = directives(
    contentSecurityPolicy({
      apiUrl: 'https://api.example.org/v1/',
      scriptHashes: ["'sha256-abc='"],
      mediaOrigins: ['https://cdn.example.org/media'],
    }),
  );

  it('allows the API origin for calls and media, and scripts only from the site and by hash', () => {
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.org']);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://api.example.org',
      'https://cdn.example.org',
    ]);
    expect(policy.get('media-src')).toEqual([
      "'self'",
      'https://api.example.org',
      'https://cdn.example.org',
    ]);
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
  });

  it("allows styles from the site and by the answer's nonce, never 'unsafe-inline'", () => {
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-$request_id'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
    expect(policy.has('report-uri')).toBe(false);
  });

  it('reports violations where asked: report-uri and report-to', () => {
    const reporting = directives(
      contentSecurityPolicy({
        apiUrl: 'https://api.example.org',
        scriptHashes: [],
        reportUri: 'https://reports.example.org/csp?panel=1',
      }),
    );
    expect(reporting.get('report-uri')).toEqual(['https://reports.example.org/csp?panel=1']);
    expect(reporting.get('report-to')).toEqual(['csp']);
    for (const bad of [
      'ftp://x.example/r',
      'https://x.example/a;b',
      'https://x.example/$host',
      'no url',
    ])
      expect(() =>
        contentSecurityPolicy({
          apiUrl: 'https://api.example.org',
          scriptHashes: [],
          reportUri: bad,
        }),
      ).toThrow(/csp-report-uri/);
  });

  it('forbids everything else: framing, plugins, other bases and form targets', () => {
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });
});

describe('origin', () => {
  it('keeps only the origin of an http(s) URL and refuses anything else', () => {
    expect(origin('http://127.0.0.1:8787/api/admin')).toBe('http://127.0.0.1:8787');
    expect(() => origin('javascript:alert(1)')).toThrow(/origin/);
    expect(() => origin('not a url')).toThrow(/URL/);
  });
});

describe('renderNginxConfig', () => {
  const options = {
    apiUrl: 'https://api.example.org',
    scriptHashes: [],
    root: '/usr/share/www-panel',
    port: 8080,
  };

  it('fills every field of the template', () => {
    const config = renderNginxConfig(TEMPLATE, options);
    expect(config).not.toMatch(/\{\{\w+\}\}/);
    expect(config).toContain('listen 8080;');
    expect(config).toContain('root "/usr/share/www-panel";');
    expect(config).toContain(
      `add_header Content-Security-Policy "${contentSecurityPolicy(options)}" always;`,
    );
  });

  it('writes a fresh nonce into each answer of index.html, which is never answered with a 304', () => {
    const config = renderNginxConfig(TEMPLATE, options);
    const page = /location = \/index\.html \{([^}]*)\}/.exec(config)?.[1] ?? '';
    expect(page).toContain(`sub_filter '${CSP_NONCE_PLACEHOLDER}' '$request_id';`);
    expect(page).toContain('sub_filter_once off;');
    expect(page).toContain('etag off;');
    expect(page).toContain('if_modified_since off;');
    // Compressed on the fly, after the substitution: nothing precompressed is served.
    expect(config).not.toMatch(/_static on/);
    expect(config).not.toContain('Reporting-Endpoints');
  });

  it('names the report endpoint for report-to when asked', () => {
    const config = renderNginxConfig(TEMPLATE, {
      ...options,
      reportUri: 'https://reports.example.org/csp',
    });
    expect(config).toContain(
      `add_header Reporting-Endpoints 'csp="https://reports.example.org/csp"' always;`,
    );
  });

  it('loads and turns on brotli only when asked', () => {
    expect(renderNginxConfig(TEMPLATE, options)).not.toMatch(/brotli/);
    const config = renderNginxConfig(TEMPLATE, { ...options, brotli: true, host: '127.0.0.1' });
    expect(config).toContain(`load_module ${BROTLI_MODULE};`);
    expect(config).toContain('brotli on;');
    expect(config).toContain('listen 127.0.0.1:8080;');
  });

  it('refuses values that would change the configuration around them', () => {
    expect(() => renderNginxConfig(TEMPLATE, { ...options, root: '/srv/$host' })).toThrow(/root/);
    expect(() => renderNginxConfig(TEMPLATE, { ...options, root: 'dist' })).toThrow(/root/);
    expect(() => renderNginxConfig(TEMPLATE, { ...options, port: 0 })).toThrow(/port/);
    expect(() => renderNginxConfig(TEMPLATE, { ...options, host: '0.0.0.0; evil' })).toThrow(
      /host/,
    );
    expect(() => renderNginxConfig('{{nonsense}}', options)).toThrow(/unknown field/);
  });
});
