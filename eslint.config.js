import { isBuiltin } from 'node:module';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { tsImport } from 'tsx/esm/api';

/** The project's root: zones are written relative to it, wherever ESLint is started from. */
const ROOT = import.meta.dirname;

/** Tests and their helpers: they may use Node and test tools, and import fixtures (`*.test-helper.ts`) from any zone. */
const TEST_CODE = /\.test(-helper)?\.tsx?$/;
const TEST_HELPER = /\.test-helper\.tsx?$/;

/**
 * Who may import what (docs/decisions/001, 037, 059, 061). Each zone holds the files under `files`;
 * an import is resolved to a path from the root, then refused if it falls under `forbid` and not
 * under `except`. `packages`, when given, lists the only npm packages the zone's non-test files may
 * import (so no React, no jsPDF, no `node:*`); `nodeModules: false` refuses its non-test files any Node
 * built-in module and leaves npm packages to the other zones. Every zone a file belongs to applies.
 *
 * `sourceOnly` zones hold the product's files only: their tests may reach further (an app to inject into).
 *
 * @typedef {{ files: string, forbid: string[], except?: string[], packages?: string[], nodeModules?: false, sourceOnly?: boolean, reason: string }} Zone
 * @type {Zone[]}
 */
/**
 * The registry of documents (docs/decisions/203), read through tsx since Node 20 loads no TypeScript: its kinds' folders under
 * src/domain/documents/ and, when drawn as a PDF, src/pdf/documents/.
 * @type {typeof import('./src/domain/document-registry.ts')}
 */
const registry = await tsImport('./src/domain/document-registry.ts', import.meta.url);
const DOCUMENT_FOLDERS = registry.DOCUMENT_FOLDERS;
/**
 * What every kind describes in the same shape (title, language, blocks), and how a paper names a
 * company mandant, which the procuration and the letters say alike (docs/decisions/147).
 */
// The blocks every kind shares; the procuration's compiled template (procuration-words.ts) among them, since the letters name a
// company as it does, and the walk of a template's blocks (template-layout.ts, docs/decisions/202).
const SHARED_BLOCKS = [
  'src/domain/documents/document-blocks.ts',
  'src/domain/documents/company-clause.ts',
  'src/domain/documents/procuration-words.ts',
  'src/domain/documents/template-layout.ts',
];
/**
 * The page's shared rooms, lowest first (docs/decisions/061; `state`, the page's state, 132): each may import the rooms before it,
 * never one after it, and no part of the page.
 */
const PAGE_SHARED_ROOMS = ['controls', 'rules', 'procuration', 'state'];
/** The parts of the page: each imports only itself and the shared rooms; `shell/` composes them. */
const PAGE_PARTS = ['people', 'details', 'signature', 'preview', 'other-documents', 'payment'];

const ZONES = [
  {
    files: 'src/domain/',
    forbid: [''],
    except: ['src/domain/'],
    // virtual:legal-content: the legal content files, compiled to plain data at build time (docs/decisions/070).
    packages: ['date-fns', 'zod', 'virtual:legal-content'],
    reason:
      'src/domain is pure: it imports only itself, date-fns, zod and the compiled legal content (no UI, PDF, contract, server, React or Node).',
  },
  {
    files: 'src/contract/',
    forbid: [''],
    except: ['src/domain/', 'src/contract/'],
    packages: ['zod'],
    reason: 'src/contract is the page–server wire contract: it imports only src/domain, zod and itself.',
  },
  {
    files: 'src/pdf/',
    forbid: ['src/ui/', 'server/'],
    reason: 'src/pdf draws a document: it does not import the page (src/ui) or the server.',
  },
  {
    files: 'src/office/',
    forbid: ['src/ui/', 'src/pdf/', 'server/'],
    sourceOnly: true,
    reason:
      'src/office writes the editable copies (Word, OpenDocument): it does not import the page (src/ui), the PDF adapter or the server.',
  },
  {
    files: 'src/',
    forbid: ['server/'],
    nodeModules: false,
    reason:
      'The page (src/) runs in the browser: it does not import the server, nor any Node module; what both need lives in src/contract or src/domain (tests may use Node).',
  },
  {
    files: 'src/signer/',
    forbid: ['src/'],
    except: ['src/signer/', 'src/domain/', 'src/contract/', 'src/ui/controls/', 'src/ui/signature/'],
    reason:
      "src/signer is the phone's page (docs/decisions/093): it imports itself, src/domain, src/contract and the page's controls and signature rooms, never the rest of the page, the PDF or the editable copies.",
  },
  {
    files: 'src/accepter/',
    forbid: ['src/'],
    except: [
      'src/accepter/',
      'src/domain/',
      'src/contract/',
      'src/ui/controls/',
      'src/ui/signature/',
      'src/ui/preview/reflowed-document.tsx',
    ],
    reason:
      "src/accepter is the mandataire's page (docs/decisions/218): it imports itself, src/domain, src/contract, the page's controls and signature rooms and the preview's reflowed reading, never the rest of the page, the PDF or the editable copies.",
  },
  {
    files: 'server/',
    forbid: ['src/'],
    except: ['src/domain/', 'src/contract/'],
    reason: 'The server imports only src/domain and src/contract from src/, never the page (src/ui) or the PDF adapter (src/pdf).',
  },
  // The rooms inside server/ (docs/decisions/037).
  {
    files: 'server/kernel/',
    forbid: ['server/'],
    except: ['server/kernel/'],
    sourceOnly: true,
    reason: 'server/kernel (clock, timeouts, deadlines, messages, log tags) is used by every room of the server and imports none of them.',
  },
  {
    files: 'server/payments/',
    forbid: ['server/'],
    except: ['server/kernel/', 'server/payments/'],
    sourceOnly: true,
    reason:
      'server/payments talks to the card provider with the settings it is given: it imports only server/kernel, never the configuration, store, record or routes.',
  },
  {
    files: 'server/store/',
    forbid: ['server/'],
    except: ['server/kernel/', 'server/store/'],
    sourceOnly: true,
    reason: 'server/store keeps the records: it imports only server/kernel, never the providers, record rules, routes or pages.',
  },
  {
    files: 'server/pages/',
    forbid: ['server/'],
    except: ['server/kernel/', 'server/pages/'],
    sourceOnly: true,
    reason: 'server/pages writes HTML: it imports only server/kernel, never the routes.',
  },
  {
    files: 'server/record/',
    forbid: ['server/'],
    except: ['server/kernel/', 'server/record/', 'server/payments/', 'server/store/'],
    sourceOnly: true,
    reason:
      "server/record holds the paid record's rules: it uses the store, the providers and server/kernel, never the routes, pages or configuration.",
  },
  {
    files: 'server/routes/',
    forbid: ['server/app.ts', 'server/start.ts', 'server/config.ts', 'server/payment-runtime.ts'],
    sourceOnly: true,
    reason: 'server/routes answer HTTP: they never import the app that mounts them, the start or the configuration.',
  },
  // The rooms of the page (docs/decisions/061).
  ...PAGE_SHARED_ROOMS.map((room, level) => ({
    files: `src/ui/${room}/`,
    forbid: ['src/ui/'],
    except: PAGE_SHARED_ROOMS.slice(0, level + 1).map((shared) => `src/ui/${shared}/`),
    reason: `src/ui/${room} is shared by the parts of the page: it imports only ${PAGE_SHARED_ROOMS.slice(0, level + 1)
      .map((shared) => `src/ui/${shared}`)
      .join(', ')}, never a part or the shell.`,
  })),
  ...PAGE_PARTS.map((part) => ({
    files: `src/ui/${part}/`,
    forbid: ['src/ui/'],
    except: [`src/ui/${part}/`, ...PAGE_SHARED_ROOMS.map((shared) => `src/ui/${shared}/`)],
    reason: `src/ui/${part} is one part of the page: it imports itself and the shared rooms (src/ui/controls, rules, procuration), never another part or the shell.`,
  })),
  {
    files: 'src/ui/later/',
    forbid: ['src/ui/'],
    except: ['src/ui/later/', ...[...PAGE_SHARED_ROOMS, ...PAGE_PARTS].map((room) => `src/ui/${room}/`)],
    reason:
      'src/ui/later holds the parts hydrated once the page works, and the footer (docs/decisions/097): it imports the parts and the shared rooms, never the shell that loads it.',
  },
  {
    files: 'src/ui/shell/',
    forbid: ['src/signer/', 'src/accepter/', 'src/main.tsx'],
    reason:
      "src/ui/shell composes the page's rooms: it never imports the entry points (src/main.tsx), the phone's page (src/signer) or the mandataire's (src/accepter).",
  },
  // Each document kind in a home of its own (docs/decisions/059): the shared blocks, never another kind.
  ...DOCUMENT_FOLDERS.flatMap((kind) => [
    {
      files: `src/domain/documents/${kind}/`,
      forbid: ['src/domain/documents/'],
      except: [`src/domain/documents/${kind}/`, ...SHARED_BLOCKS],
      sourceOnly: true,
      reason: `src/domain/documents/${kind} says one kind of document: it uses the shared blocks (document-blocks.ts, company-clause.ts, procuration-words.ts, template-layout.ts), never another kind's folder.`,
    },
    {
      files: `src/pdf/documents/${kind}/`,
      forbid: ['src/pdf/documents/', 'src/domain/documents/'],
      except: [`src/pdf/documents/${kind}/`, `src/domain/documents/${kind}/`, ...SHARED_BLOCKS],
      sourceOnly: true,
      reason: `src/pdf/documents/${kind} draws one kind of document: its own description and the shared renderer, never another kind's.`,
    },
  ]),
];

/**
 * `react-dom/client` → `react-dom`, `@scope/name/x` → `@scope/name`, `node:fs` → `node:fs`.
 * @param {string} specifier
 */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * Why importing `specifier` from `file` (a path from the root) breaks one of its zones, or undefined when it is allowed.
 * @param {string} file
 * @param {string} specifier
 * @returns {string | undefined}
 */
function crossing(file, specifier) {
  const isTestCode = TEST_CODE.test(file);
  const zones = ZONES.filter((zone) => file.startsWith(zone.files) && !(zone.sourceOnly && isTestCode));
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const resolved = path.resolve(ROOT, path.dirname(file), specifier.replace(/[?#].*$/, ''));
    const target = path.relative(ROOT, resolved).split(path.sep).join('/');
    if (isTestCode && TEST_HELPER.test(target)) return undefined;
    const zone = zones.find((z) => z.forbid.some((p) => target.startsWith(p)) && !(z.except ?? []).some((p) => target.startsWith(p)));
    return zone && `${zone.reason} '${specifier}' is ${target}.`;
  }
  if (isTestCode) return undefined;
  const zone = zones.find(
    (z) =>
      (z.packages && (isBuiltin(specifier) || !z.packages.includes(packageName(specifier)))) ||
      (z.nodeModules === false && isBuiltin(specifier)),
  );
  return zone && `${zone.reason} '${specifier}' is ${isBuiltin(specifier) ? 'a Node module' : 'not one of its packages'}.`;
}

/**
 * @typedef {import('@typescript-eslint/utils').TSESTree.Node} Node
 * @typedef {import('@typescript-eslint/utils').TSESTree.ImportDeclaration
 *   | import('@typescript-eslint/utils').TSESTree.ExportNamedDeclaration
 *   | import('@typescript-eslint/utils').TSESTree.ExportAllDeclaration
 *   | import('@typescript-eslint/utils').TSESTree.ImportExpression
 *   | import('@typescript-eslint/utils').TSESTree.TSImportType
 *   | import('@typescript-eslint/utils').TSESTree.TSExternalModuleReference
 *   | import('@typescript-eslint/utils').TSESTree.CallExpression} ImportingNode
 */

/**
 * The module an import, export … from, import(), `typeof import()`, `import x = require()` or require() names, when written out.
 * @param {ImportingNode} node
 * @returns {string | undefined}
 */
function specifierOf(node) {
  /** @type {Node | null | undefined} */
  const source =
    node.type === 'TSImportType'
      ? node.argument.type === 'TSLiteralType'
        ? node.argument.literal
        : undefined
      : node.type === 'TSExternalModuleReference'
        ? node.expression
        : node.type === 'CallExpression'
          ? node.arguments[0]
          : node.source;
  if (source?.type === 'Literal' && typeof source.value === 'string') return source.value;
  if (source?.type === 'TemplateLiteral' && source.expressions.length === 0) return source.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/**
 * The zones above as a rule: it sees static and dynamic imports, re-exports, `typeof import()` and require().
 * @type {import('@typescript-eslint/utils').TSESLint.RuleModule<'crossing'>}
 */
const noCrossing = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps each part of the code to the imports its zone allows.' },
    messages: { crossing: '{{message}}' },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    if (file.startsWith('..') || path.isAbsolute(file)) return {};
    /** @param {ImportingNode} node */
    const check = (node) => {
      const specifier = specifierOf(node);
      const message = specifier === undefined ? undefined : crossing(file, specifier);
      if (message) context.report({ node, messageId: 'crossing', data: { message } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: (node) => node.source && check(node),
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportType: check,
      TSExternalModuleReference: check,
      'CallExpression[callee.type="Identifier"][callee.name="require"]': check,
    };
  },
};

/** Every browser and Node global that is not part of the language: the domain uses none of them. */
const HOST_GLOBALS = Object.keys({ ...globals.browser, ...globals.node }).filter((name) => !(name in globals.builtin));

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Type-aware: a promise nobody awaits or catches, or one handed where a plain function is expected
    // (an event handler, a callback), fails the lint. Each TypeScript file is read with its own program.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: ROOT } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx,js,mjs}', 'server/**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries: { rules: { 'no-crossing': noCrossing } } },
    rules: { 'boundaries/no-crossing': 'error' },
  },
  {
    // French typography puts a no-break space before « : ; ! ? » and inside « » (docs/decisions/042):
    // allowed in the text the page shows (strings, templates, JSX) and in the comments that quote the law.
    files: ['**/*.{ts,tsx}'],
    rules: { 'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true, skipComments: true }] },
  },
  {
    // The domain is pure: no window, document, localStorage, fetch, navigator, process… (its tsconfig has none of them either).
    files: ['src/domain/**/*.{ts,tsx}'],
    ignores: ['src/domain/**/*.test.{ts,tsx}', 'src/domain/**/*.test-helper.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...HOST_GLOBALS.map((name) => ({
          name,
          message: 'src/domain is pure: pass what it needs from the page or the server as an argument.',
        })),
      ],
    },
  },
);
