import { expect, test } from 'vitest';
import { withoutPreloads } from './inline-entry-css.ts';

const chunk = (files: string[], calls: string) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n${calls}`;

test("a chunk's preloads no longer name the stylesheet inside the page, and every call still names its other files", () => {
  const code = chunk(
    ['assets/a.js', 'assets/index-1.js', 'assets/index-1.css', 'assets/b.js', 'assets/b.css'],
    'p(()=>import("./a.js"),__vite__mapDeps([0,1,2]));p(()=>import("./b.js"),__vite__mapDeps([3,1,2,4]));p(()=>x,__vite__mapDeps([2]));',
  );
  expect(withoutPreloads(code, new Set(['assets/index-1.css']))).toBe(
    chunk(
      ['assets/a.js', 'assets/index-1.js', 'assets/b.js', 'assets/b.css'],
      'p(()=>import("./a.js"),__vite__mapDeps([0,1]));p(()=>import("./b.js"),__vite__mapDeps([2,1,3]));p(()=>x,__vite__mapDeps([]));',
    ),
  );
});

test('a chunk without preloads, or without that stylesheet among them, is left as it is', () => {
  const plain = 'import "./x.js";';
  expect(withoutPreloads(plain, new Set(['assets/index-1.css']))).toBe(plain);
  const other = chunk(['assets/a.js', 'assets/a.css'], '__vite__mapDeps([0,1])');
  expect(withoutPreloads(other, new Set(['assets/index-1.css']))).toBe(other);
});
