import { describe, expect, it } from 'vitest';
import { VOID_ELEMENTS } from './elementStack.ts';
import { HTML_PROFILE_NAMES } from './htmlProfiles.ts';
import { sanitizeHtml } from './sanitizeHtml.ts';

// Seeded, so every run checks the same 250 documents.
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  '<p>',
  '</p>',
  '<div style="color:red;position:fixed">',
  '</div>',
  '<a href="/x" target=_blank>',
  '</a>',
  '<a href="javascript:alert(1)">',
  '<b>',
  '</b>',
  '<i>',
  '</i>',
  '<ul>',
  '</ul>',
  '<li>',
  '</li>',
  '<table>',
  '</table>',
  '<tr>',
  '<td>',
  '</td>',
  '<th>',
  '<h2 id="x">',
  '</h2>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://a.org/i.png" alt="a">',
  '<script>',
  '</script>',
  '<style>',
  '<svg>',
  '</svg>',
  '<iframe src="https://www.youtube.com/embed/a">',
  '</iframe>',
  '<!--',
  '-->',
  '"',
  "'",
  '<',
  '>',
  '&amp;',
  '&lt;',
  '&#x6A;',
  'javascript:',
  'text ',
  ' ',
  '<br>',
  '<dl><dd>',
  '<video controls>',
  '<source src=/v.mp4>',
  '<details open>',
  '<summary>',
  '<font color=red>',
  '<select>',
  '<textarea>',
  '<noscript>',
  '</noscript>',
];

function soup(random: () => number): string {
  let out = '';
  const length = 1 + Math.floor(random() * 24);
  for (let i = 0; i < length; i += 1) out += PIECES[Math.floor(random() * PIECES.length)] ?? '';
  return out;
}

// Parses our own output strictly: tags must nest, every non-void element must be closed.
function isBalanced(html: string): boolean {
  const open: string[] = [];
  for (const match of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>/g)) {
    const [, slash, name = ''] = match;
    if (slash === '/') {
      if (open.pop() !== name) return false;
    } else if (!VOID_ELEMENTS.has(name)) {
      open.push(name);
    }
  }
  return open.length === 0;
}

describe('sanitizeHtml on generated tag soup', () => {
  const random = mulberry32(20260101);
  const documents = Array.from({ length: 250 }, () => soup(random));

  it.each(HTML_PROFILE_NAMES)('%s: output is balanced, inert and stable', (profile) => {
    for (const input of documents) {
      const output = sanitizeHtml(input, profile, { embedHosts: ['www.youtube.com'] });
      expect(isBalanced(output), `${input}\n→ ${output}`).toBe(true);
      // Outside attribute values: no handler and no script-like element; in URLs, no script scheme.
      const markup = output.replace(/"[^"]*"/g, '""');
      expect(markup, input).not.toMatch(/\son\w+=|<(script|style|svg|select|textarea|noscript)/i);
      expect(output, input).not.toMatch(/(href|src)="\s*javascript:/i);
      expect(sanitizeHtml(output, profile, { embedHosts: ['www.youtube.com'] }), input).toBe(output);
    }
  });
});
