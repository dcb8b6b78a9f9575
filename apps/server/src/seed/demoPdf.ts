/**
 * A small, valid PDF of text pages (issue 43): the demo's documents are real files a reader can preview and download,
 * not empty ones. Plain PDF 1.4 with the standard Helvetica fonts (nothing embedded), one page per entry of `pages`,
 * lines wrapped to the page; text outside Latin-1 is replaced, as a standard font cannot draw it.
 *
 * @example
 * const bytes = demoPdf({ title: 'Bicycle Master Plan', pages: [['Summary', 'The network of lanes…']] });
 */
export function demoPdf(input: {
  readonly title: string;
  readonly author: string;
  /** Each page: a heading, then its paragraphs. */
  readonly pages: readonly (readonly [heading: string, ...paragraphs: string[]])[];
}): Buffer {
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  const catalog = add('');
  const pagesRef = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  input.pages.forEach(([heading, ...paragraphs], index) => {
    const lines: string[] = ['BT', `/F2 20 Tf 72 720 Td (${pdfText(heading)}) Tj`, '/F1 11 Tf 0 -34 Td 15 TL'];
    for (const paragraph of paragraphs) {
      for (const line of wrap(paragraph, 88)) lines.push(`(${pdfText(line)}) Tj T*`);
      lines.push('T*');
    }
    lines.push(
      'ET',
      `BT /F1 9 Tf 72 40 Td (${pdfText(`${input.title} - page ${index + 1} of ${input.pages.length}`)}) Tj ET`,
    );
    const stream = lines.join('\n');
    const contents = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${contents} 0 R >>`,
      ),
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesRef} 0 R >>`;
  objects[pagesRef - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add(`<< /Title (${pdfText(input.title)}) /Author (${pdfText(input.author)}) /Producer (Plaza) >>`);
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A string for a PDF literal: typographic quotes and dashes made plain, other non-Latin-1 text replaced, escaped. */
function pdfText(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
