/**
 * Every message the API can answer has its Bangla: the test reads the source of the API and of the shared schemas
 * (TypeScript's parser, not a regex), collects each message a caller can see, and fails on any the catalogue cannot
 * translate. Messages with variable parts are found as template literals and must match a template of the catalogue.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { BN_MESSAGES, BN_TEMPLATES, BN_TERMS } from './bn-messages';
import { negotiateLocale } from './locale';
import { toBangla, translate } from './translate';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const apiSource = join(repo, 'apps/api/src');
const sharedSource = join(repo, 'packages/shared/src');

/**
 * Code that never answers a caller: tests, command-line tools, benchmarks' helpers, the embedded database's worker; and
 * the payment providers' side (their adapters read the providers' own English, the simulators answer as the providers do).
 */
const NOT_ANSWERS = /(\.test\.ts$|\/test\/|\/reliability\/|\/db\/|\/perf\/|\/config\.ts$|\/server\.ts$|\/search\/|\/simulators\/|\/payments\/providers\/)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !NOT_ANSWERS.test(path) ? [path] : [];
  });
}

const DOMAIN_ERRORS = new Set(['ValidationError', 'UnauthorizedError', 'ForbiddenError', 'NotFoundError', 'ConflictError', 'UnprocessableError', 'TooManyRequestsError', 'ServiceUnavailableError']);
/** The API's own calls that carry a message, and the position of it. */
const API_MESSAGE_ARGS: Record<string, number> = { ok: 0, paged: 0, send: 2, translate: 0, fieldError: 1 };
/** zod methods that take a message, and the position of it. */
const ZOD_MESSAGE_ARGS: Record<string, number> = {
  min: 1,
  max: 1,
  length: 1,
  gte: 1,
  lte: 1,
  gt: 1,
  lt: 1,
  multipleOf: 1,
  regex: 1,
  refine: 1,
  startsWith: 1,
  endsWith: 1,
  includes: 1,
  int: 0,
  email: 0,
  url: 0,
  uuid: 0,
  positive: 0,
  nonnegative: 0,
  negative: 0,
  nonpositive: 0,
  nonempty: 0,
  finite: 0,
};

interface Found {
  /** The message, `{}` where a template literal has a variable part. */
  shape: string;
  where: string;
}

function collect(files: string[], kind: 'api' | 'shared', constantFiles: string[] = []): { found: Found[]; unresolved: string[] } {
  const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const sources = files.map(parse);
  // Constants a message may be named by: `const BOOK_NOT_FOUND = '…'`, `const PASSWORD_CHANGE_MESSAGES = { tooShort: '…' }`,
  // in the files searched or in the shared package (IMPORT_MESSAGES, which the API throws and the web app shows).
  const constants = new Map<string, ts.Expression>();
  for (const source of [...constantFiles.map(parse), ...sources]) {
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        let init = node.initializer;
        while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
        if (ts.isStringLiteralLike(init) || ts.isTemplateExpression(init)) constants.set(node.name.text, init);
        if (ts.isObjectLiteralExpression(init)) {
          for (const property of init.properties) {
            if (ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
              constants.set(`${node.name.text}.${property.name.text}`, property.initializer);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  const found: Found[] = [];
  const unresolved: string[] = [];
  const where = (node: ts.Node) => {
    const source = node.getSourceFile();
    return `${relative(repo, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };
  /** The messages an expression can be: both sides of `a ? b : c`, `a ?? b`, `a || b`; constants resolved. */
  const shapesOf = (node: ts.Expression, at: ts.Node): void => {
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return shapesOf(node.expression, at);
    if (ts.isStringLiteralLike(node)) return void found.push({ shape: node.text, where: where(at) });
    if (ts.isTemplateExpression(node)) {
      const shape = node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
      return void found.push({ shape, where: where(at) });
    }
    if (ts.isConditionalExpression(node)) {
      shapesOf(node.whenTrue, at);
      return shapesOf(node.whenFalse, at);
    }
    if (ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken)) {
      shapesOf(node.left, at);
      return shapesOf(node.right, at);
    }
    if (ts.isIdentifier(node) || (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && /^[A-Z_]+$/.test(node.expression.text))) {
      const name = node.getText();
      const value = constants.get(name);
      if (value) return shapesOf(value, at);
      // A lower-case name is a value passed in (a variable or parameter), checked where it is made; a constant must resolve.
      if (/^[A-Z][A-Z0-9_.a-zA-Z]*$/.test(name)) unresolved.push(`${name} at ${where(at)}`);
    }
    // error.message, issue.message: a message made elsewhere and found there.
  };

  for (const source of sources) {
    const visit = (node: ts.Node) => {
      if (kind === 'api') {
        if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && DOMAIN_ERRORS.has(node.expression.text) && node.arguments?.[0]) shapesOf(node.arguments[0], node);
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text in API_MESSAGE_ARGS) {
          const arg = node.arguments[API_MESSAGE_ARGS[node.expression.text]!];
          if (arg) shapesOf(arg, node);
        }
        // `{ message: '…' }`: field errors, the rate limit's answer, the health check's.
        if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'message') shapesOf(node.initializer, node);
      } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /_MESSAGES$/.test(node.name.text) && node.initializer) {
        // A table of messages (`OTHER_SCRIPT_MESSAGES = { … } as const`): every value is one the schemas can answer.
        let table: ts.Expression = node.initializer;
        while (ts.isAsExpression(table) || ts.isParenthesizedExpression(table)) table = table.expression;
        if (ts.isObjectLiteralExpression(table)) for (const property of table.properties) if (ts.isPropertyAssignment(property)) shapesOf(property.initializer, property);
      } else if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
        const isMath = ts.isPropertyAccessExpression(callee) && callee.expression.getText() === 'Math';
        const index = isMath ? undefined : ZOD_MESSAGE_ARGS[name];
        if (index !== undefined && node.arguments[index] && !ts.isObjectLiteralExpression(node.arguments[index]!)) shapesOf(node.arguments[index]!, node);
        // `{ error: '…' }` / `{ message: '…' }` options of any zod call.
        for (const arg of node.arguments) {
          if (!ts.isObjectLiteralExpression(arg)) continue;
          for (const property of arg.properties) {
            if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && (property.name.text === 'error' || property.name.text === 'message')) shapesOf(property.initializer, property);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { found, unresolved };
}

const templateShapes = new Set(Object.keys(BN_TEMPLATES).map((english) => english.replace(/\{\w+(?::\w+)?\}/g, '{}')));

function translatable({ shape }: Found): boolean {
  return shape.includes('{}') ? templateShapes.has(shape) : toBangla(shape) !== undefined;
}

const api = collect(sourceFiles(apiSource), 'api', sourceFiles(sharedSource));
const shared = collect(sourceFiles(sharedSource), 'shared');

describe('the Bangla catalogue of the API’s messages', () => {
  it('has every message the API’s routes, services and plugins can answer', () => {
    expect(api.unresolved).toEqual([]);
    expect(api.found.length).toBeGreaterThan(60);
    expect(api.found.filter((f) => !translatable(f)).map((f) => `${f.shape}  (${f.where})`)).toEqual([]);
  });

  it('has every validation message of the shared schemas', () => {
    expect(shared.unresolved).toEqual([]);
    expect(shared.found.length).toBeGreaterThan(60);
    expect(shared.found.filter((f) => !translatable(f)).map((f) => `${f.shape}  (${f.where})`)).toEqual([]);
  });

  it('holds no entry the source no longer produces', () => {
    const shapes = new Set([...api.found, ...shared.found].map((f) => f.shape));
    expect(Object.keys(BN_MESSAGES).filter((english) => !shapes.has(english))).toEqual([]);
    expect([...templateShapes].filter((shape) => !shapes.has(shape))).toEqual([]);
  });

  it('uses in each Bangla template only placeholders its English has, and every field label and order status has its term', () => {
    for (const [english, bangla] of Object.entries(BN_TEMPLATES)) {
      const names = new Set([...english.matchAll(/\{(\w+)(?::\w+)?\}/g)].map((m) => m[1]));
      for (const [, name] of bangla.matchAll(/\{(\w+)\}/g)) expect(names, `${name} in ${bangla}`).toContain(name);
    }
    for (const term of ['Full Name', 'Email', 'Phone', 'Street Address', 'City', 'Postal Code', 'pending', 'processing', 'completed', 'cancelled']) expect(BN_TERMS[term]).toBeTruthy();
    for (const bangla of [...Object.values(BN_MESSAGES), ...Object.values(BN_TEMPLATES)]) expect(bangla).toMatch(/[\u0980-\u09FF]/);
  });

  it('fills templates: digits in Bangla, terms translated, titles kept', () => {
    expect(translate('Cannot change order status from completed to pending', 'bn')).toBe('অর্ডারের অবস্থা "সম্পন্ন" থেকে "অপেক্ষমাণ" করা যায় না');
    expect(translate('Postal Code must be at most 20 characters', 'bn')).toBe('পোস্ট কোড সর্বোচ্চ ২০ অক্ষরের হতে পারে');
    expect(translate('You already have 1 order waiting for the shop to confirm. Please wait until one is confirmed, or cancel one, before placing another.', 'bn')).toMatch(/^আপনার ১টি অর্ডার/);
    expect(translate('Too many requests, please try again in 45 seconds.', 'bn')).toBe('অনেক বেশি অনুরোধ এসেছে, ৪৫ সেকেন্ড পরে আবার চেষ্টা করুন।');
    // The settings' field labels (Settings page, issue 31): the whole message in Bangla beside its field.
    expect(translate('Zone name (Bangla) is required', 'bn')).toBe('জোনের নাম (বাংলা) দিন');
    expect(translate('privacy page (English) must be at most 20000 characters', 'bn')).toBe('গোপনীয়তার পাতা (ইংরেজি) সর্বোচ্চ ২০০০০ অক্ষরের হতে পারে');
    expect(translate('Book not found', 'en')).toBe('Book not found');
    expect(translate('Something nobody wrote', 'bn')).toBe('Something nobody wrote');
  });
});

describe('Accept-Language negotiation', () => {
  it.each([
    ['bn', 'bn'],
    ['bn-BD', 'bn'],
    ['bn,en;q=0.8', 'bn'],
    ['en-US,en;q=0.9,bn;q=0.8', 'en'],
    ['fr-FR, bn;q=0.5', 'bn'],
    ['*;q=0.9, bn;q=0.5', 'en'],
    ['en, bn', 'en'],
    ['bn;q=0', 'en'],
    ['BN-in', 'bn'],
    ['', 'en'],
    [undefined, 'en'],
    ['fr', 'en'],
  ] as const)('%s → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});
