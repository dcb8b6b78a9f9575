import ts from 'typescript';
import fs from 'node:fs';
import { execSync } from 'node:child_process';
const files = execSync("grep -rln \"from 'zod'\" packages/core/src | grep -v test", { encoding: 'utf8' }).trim().split('\n').map((f) => process.cwd() + '/' + f);
const FN = new Set(['optional', 'nullable', 'nullish', 'array', 'default', 'catch', 'min', 'max', 'int', 'positive', 'nonnegative', 'url', 'transform', 'pipe', 'extend', 'partial', 'pick']);
const cfgPath = 'packages/core/tsconfig.json';
const cfg = ts.parseJsonConfigFileContent(ts.readConfigFile(cfgPath, ts.sys.readFile).config, ts.sys, 'packages/core');
let unresolved = [];
for (let pass = 0; pass < 20; pass++) {
  const program = ts.createProgram(files, cfg.options);
  const checker = program.getTypeChecker();
  let changed = 0;
  unresolved = [];
  for (const file of files) {
    const sf = program.getSourceFile(file);
    const matches = [];
    const isZod = (recv) => {
      const text = recv.getText(sf);
      if (/^z\.(extend|partial|pick|pipe)\(/.test(text)) return 'object';
      const t = checker.getTypeAtLocation(recv);
      const name = (t.aliasSymbol ?? t.getSymbol())?.getName() ?? checker.typeToString(t);
      return name.startsWith('Zod') ? name : undefined;
    };
    const visit = (node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && FN.has(node.expression.name.text)) {
        const kind = isZod(node.expression.expression);
        if (kind) matches.push({ node, kind });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
    // innermost only: a match containing no other match
    const inner = matches.filter((m) => !matches.some((o) => o !== m && o.node.pos >= m.node.pos && o.node.end <= m.node.end));
    if (inner.length === 0) continue;
    let text = sf.getFullText();
    for (const { node, kind } of inner.sort((a, b) => b.node.getStart(sf) - a.node.getStart(sf))) {
      const recv = node.expression.expression.getText(sf);
      const name = node.expression.name.text;
      const args = node.arguments.map((a) => a.getText(sf));
      const isNum = /Number/.test(kind);
      let out;
      switch (name) {
        case 'optional': case 'nullable': case 'nullish': case 'array': case 'partial': out = `z.${name}(${recv})`; break;
        case 'default': out = `z._default(${recv}, ${args.join(', ')})`; break;
        case 'catch': case 'extend': case 'pick': case 'pipe': out = `z.${name}(${recv}, ${args.join(', ')})`; break;
        case 'transform': out = `z.pipe(${recv}, z.transform(${args.join(', ')}))`; break;
        case 'min': out = `${recv}.check(z.${isNum ? 'gte' : 'minLength'}(${args.join(', ')}))`; break;
        case 'max': out = `${recv}.check(z.${isNum ? 'lte' : 'maxLength'}(${args.join(', ')}))`; break;
        case 'positive': case 'nonnegative': out = `${recv}.check(z.${name}(${args.join(', ')}))`; break;
        case 'int': if (recv === 'z.number()') out = 'z.int()'; break;
        case 'url': if (recv === 'z.string()') out = `z.url(${args.join(', ')})`; break;
      }
      if (!out) { unresolved.push(`${file}: ${node.getText(sf)} (${kind})`); continue; }
      text = text.slice(0, node.getStart(sf)) + out + text.slice(node.end);
      changed++;
    }
    fs.writeFileSync(file, text);
  }
  console.log('pass', pass, 'changed', changed);
  if (changed === 0) break;
}
console.log(unresolved.join('\n'));
for (const file of files) {
  let t = fs.readFileSync(file, 'utf8');
  t = t.replace("from 'zod';", "from 'zod/mini';").replace(/\bz\.ZodType\b/g, 'z.ZodMiniType');
  fs.writeFileSync(file, t);
}
