import { describe, expect, it } from 'vitest';
import type { HtmlProfileName } from './htmlProfiles.ts';
import { sanitizeHtml, type SanitizeHtmlOptions } from './sanitizeHtml.ts';

type Case = readonly [description: string, input: string, expected: string, options?: SanitizeHtmlOptions];

function check(profile: HtmlProfileName, cases: readonly Case[]): void {
  for (const [description, input, expected, options] of cases) {
    it(description, () => {
      expect(sanitizeHtml(input, profile, options)).toBe(expected);
    });
  }
}

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('sanitizeHtml: noHtml', () => {
  check('noHtml', [
    ['keeps text, drops tags', '<p>Parks <b>and</b> trails</p>', 'Parks and trails'],
    ['decodes entities, then escapes for HTML', 'AT&amp;T &lt;b&gt; &eacute;', 'AT&amp;T &lt;b&gt; é'],
    ['escapes quotes too (safe in attributes)', `say "hi" it's`, 'say &quot;hi&quot; it&#39;s'],
    ['drops script bodies', 'a<script>alert(1)</script>b', 'ab'],
    ['blocks become lines', '<p>a</p><p>b</p>', 'a\nb'],
  ]);
  it('treats null and undefined as empty', () => {
    expect(sanitizeHtml(null, 'noHtml')).toBe('');
    expect(sanitizeHtml(undefined, 'richTextCard')).toBe('');
  });
});

describe('sanitizeHtml: linksOnly', () => {
  check('linksOnly', [
    ['keeps a link', '<a href="https://example.org" title="t">x</a>', '<a href="https://example.org" title="t">x</a>'],
    ['drops every other tag, keeps text', '<p>Hi <b>b</b></p><img src="/a.png">', ' Hi b '],
    ['keeps words of removed blocks apart', '<p>Parks</p><p>Trails</p>', ' Parks  Trails '],
    ['keeps relative paths', '<a href="/datasets/abc">r</a>', '<a href="/datasets/abc">r</a>'],
    ['drops target (no new windows here)', '<a href="/x" target="_blank">r</a>', '<a href="/x">r</a>'],
    ['drops javascript: hrefs', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['refuses ftp: (not a spec 2 scheme)', '<a href="ftp://h/f">f</a>', '<a>f</a>'],
    [
      'keeps app schemes',
      '<a href="arcgis-survey123://?itemID=1">s</a>',
      '<a href="arcgis-survey123://?itemID=1">s</a>',
    ],
    [
      'upgrades http when asked',
      '<a href="http://a.org">x</a>',
      '<a href="https://a.org">x</a>',
      { upgradeHttp: true },
    ],
    ['keeps http when not asked', '<a href="http://a.org">x</a>', '<a href="http://a.org">x</a>'],
    ['drops style', '<a href="/x" style="color:red">x</a>', '<a href="/x">x</a>'],
    ['drops comments', 'a<!-- c -->b', 'ab'],
  ]);
});

describe('sanitizeHtml: itemDescriptionStrict', () => {
  check('itemDescriptionStrict', [
    [
      'keeps text structure',
      '<h2>T</h2><p><em>a</em> <code>b</code></p>',
      '<h2>T</h2><p><em>a</em> <code>b</code></p>',
    ],
    ['keeps lists', '<ol start="3" type="a"><li>x</li></ol>', '<ol start="3" type="a"><li>x</li></ol>'],
    [
      'keeps tables',
      '<table><tr><th scope="col">h</th><td colspan="2">1</td></tr></table>',
      '<table><tr><th scope="col">h</th><td colspan="2">1</td></tr></table>',
    ],
    [
      'keeps images with http(s) and relative sources',
      '<img src="/a.png" alt="A" width="20">',
      '<img src="/a.png" alt="A" width="20">',
    ],
    ['drops inline styles entirely', '<p style="color:red">r</p>', '<p>r</p>'],
    ['refuses data: images', `<img src="${PNG}">`, ''],
    ['drops ids and target', '<h2 id="intro">I</h2><a href="/x" target="_blank">x</a>', '<h2>I</h2><a href="/x">x</a>'],
    ['drops <font> but keeps its text', '<font color="red">f</font>', 'f'],
    ['keeps dir and lang', '<p dir="rtl" lang="ar">مرحبا</p>', '<p dir="rtl" lang="ar">مرحبا</p>'],
    ['drops class (page styles are not for content)', '<p class="sr-only">x</p>', '<p>x</p>'],
  ]);
});

describe('sanitizeHtml: itemDescription', () => {
  check('itemDescription', [
    ['filters inline styles', '<p style="color: red; position: fixed">r</p>', '<p style="color: red">r</p>'],
    ['strips expression() styles', `<div style="width: expression(alert('XSS'))">d</div>`, '<div>d</div>'],
    [
      'strips url() styles',
      '<p style="background: url(https://t.example/p.gif); color: blue">p</p>',
      '<p style="color: blue">p</p>',
    ],
    ['accepts data:image on images', `<img src="${PNG}" alt="">`, `<img src="${PNG}" alt="">`],
    ['refuses data:image/svg+xml', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['refuses data: links', `<a href="${PNG}">x</a>`, '<a>x</a>'],
    ['accepts ftp links', '<a href="ftp://ftp.example.org/f">f</a>', '<a href="ftp://ftp.example.org/f">f</a>'],
    [
      'keeps heading ids for in-page links',
      '<h2 id="intro">I</h2><a href="#intro">top</a>',
      '<h2 id="intro">I</h2><a href="#intro">top</a>',
    ],
    ['drops reserved ids', '<h2 id="root">a</h2><h2 id="plaza-nav">b</h2>', '<h2>a</h2><h2>b</h2>'],
    [
      'adds rel to target=_blank',
      '<a href="/x" target="_blank">x</a>',
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['drops other targets', '<a href="/x" target="_parent">x</a>', '<a href="/x">x</a>'],
    [
      'keeps ArcGIS <font>',
      '<font color="#ff0000" face="Arial" size="3">f</font>',
      '<font color="#ff0000" face="Arial" size="3">f</font>',
    ],
    [
      'checks presentational values',
      '<td>1</td><table border="1" width="javascript:x"><tr><td align="center" valign="nope">1</td></tr></table>',
      '1<table border="1"><tr><td align="center">1</td></tr></table>',
    ],
    [
      'keeps figures and details',
      '<figure><img src="/a.png" alt="a"><figcaption>c</figcaption></figure><details open><summary>s</summary>b</details>',
      '<figure><img src="/a.png" alt="a"><figcaption>c</figcaption></figure><details open><summary>s</summary>b</details>',
    ],
    [
      'adds https to a missing protocol',
      '<a href="www.example.org/data">w</a>',
      '<a href="https://www.example.org/data">w</a>',
    ],
    [
      'keeps ./ ../ ? # paths',
      '<a href="./a">a</a><a href="../b">b</a><a href="?p=2">c</a><a href="#d">d</a>',
      '<a href="./a">a</a><a href="../b">b</a><a href="?p=2">c</a><a href="#d">d</a>',
    ],
    ['makes protocol-relative links https', '<a href="//example.org/x">x</a>', '<a href="https://example.org/x">x</a>'],
    ['drops iframes (rich text cards only)', '<iframe src="https://www.youtube.com/embed/x"></iframe>ok', 'ok'],
    ['drops audio and video', '<video src="https://a.org/v.mp4" controls>fallback</video>', 'fallback'],
    ['does not decode entities twice', '<a href="javascript&amp;colon;alert(1)">x</a>', '<a>x</a>'],
  ]);
});

describe('sanitizeHtml: richTextCard', () => {
  const frame = (src: string, title: string): string =>
    `<iframe src="${src}" title="${title}" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"` +
    ` sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"></iframe>`;
  check('richTextCard', [
    [
      'keeps an iframe from an allowed host',
      '<iframe src="https://www.youtube-nocookie.com/embed/a"></iframe>',
      frame('https://www.youtube-nocookie.com/embed/a', 'www.youtube-nocookie.com'),
    ],
    [
      'upgrades a framed http page',
      '<iframe src="http://player.vimeo.com/video/1" title="Tour"></iframe>',
      frame('https://player.vimeo.com/video/1', 'Tour'),
    ],
    [
      'drops iframe content',
      '<iframe src="https://player.vimeo.com/v" title="T">fallback<b>x</b></iframe>after',
      `${frame('https://player.vimeo.com/v', 'T')}after`,
    ],
    [
      'drops an iframe from another host with its content',
      '<iframe src="https://www.youtube.com.evil.net/x">f</iframe>ok',
      'ok',
    ],
    ['drops srcdoc iframes', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    [
      'accepts hosts given by the caller',
      '<iframe src="https://maps.riverside.gov/app" title="Map"></iframe>',
      frame('https://maps.riverside.gov/app', 'Map'),
      { embedHosts: ['*.riverside.gov'] },
    ],
    [
      'callers replace the default hosts',
      '<iframe src="https://player.vimeo.com/v"></iframe>',
      '',
      { embedHosts: ['maps.riverside.gov'] },
    ],
    [
      'keeps video without autoplay',
      '<video src="/v.mp4" autoplay controls poster="javascript:x"><source src="/v.webm" type="video/webm"></video>',
      '<video src="/v.mp4" controls><source src="/v.webm" type="video/webm"></video>',
    ],
    [
      'drops a source without a usable src',
      '<audio controls><source src="javascript:x"></audio>',
      '<audio controls></audio>',
    ],
  ]);
});
