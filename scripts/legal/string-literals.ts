/** Reading the string literals of a TypeScript source, for the tests that keep the law's words out of code. */

/**
 * The fixed text of every string literal of a TypeScript source, comments left out: quoted strings
 * whole, template literals with each `${…}` replaced by a space (and the literals inside it read too).
 */
export function stringLiterals(source: string): string[] {
  const found: string[] = [];
  const scan = (code: string): void => {
    let index = 0;
    while (index < code.length) {
      const character = code[index]!;
      const next = code[index + 1];
      if (character === '/' && next === '/') {
        index = code.indexOf('\n', index);
        if (index === -1) return;
      } else if (character === '/' && next === '*') {
        index = code.indexOf('*/', index + 2);
        if (index === -1) return;
        index += 2;
      } else if (character === "'" || character === '"') {
        let end = index + 1;
        while (end < code.length && code[end] !== character && code[end] !== '\n') end += code[end] === '\\' ? 2 : 1;
        found.push(code.slice(index + 1, end));
        index = end + 1;
      } else if (character === '`') {
        let text = '';
        let end = index + 1;
        while (end < code.length && code[end] !== '`') {
          if (code[end] === '\\') {
            text += code.slice(end, end + 2);
            end += 2;
          } else if (code[end] === '$' && code[end + 1] === '{') {
            let depth = 1;
            let close = end + 2;
            while (close < code.length && depth > 0) {
              if (code[close] === '{') depth += 1;
              else if (code[close] === '}') depth -= 1;
              close += 1;
            }
            scan(code.slice(end + 2, close - 1));
            text += ' ';
            end = close;
          } else {
            text += code[end];
            end += 1;
          }
        }
        found.push(text);
        index = end + 1;
      } else {
        index += 1;
      }
    }
  };
  scan(source);
  return found;
}
