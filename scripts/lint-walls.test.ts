import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The walls of docs/architecture.md are import rules in eslint.config.js. This plants files that break each of them (and
 * two that keep to them) where the rules look, lints them with the project's own config, and checks what is reported —
 * so a rule that stops matching (a renamed folder, a plugin upgrade, a resolver that no longer finds TypeScript files)
 * fails here instead of letting every import through.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tag = `lint-walls-${process.pid}`;
const planted: string[] = [];

function plant(path: string, code: string): string {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, code);
  planted.push(file);
  return file;
}

const FILES = {
  cycleA: `apps/web/src/lib/${tag}-a.ts`,
  cycleB: `apps/web/src/lib/${tag}-b.ts`,
  featureReachIn: `apps/web/src/features/home/${tag}.ts`,
  featureThroughEntry: `apps/web/src/features/catalog/${tag}.ts`,
  libImportsFeature: `apps/web/src/lib/${tag}-c.ts`,
  appReachIn: `apps/web/src/app/${tag}.ts`,
  apiLibImportsModule: `apps/api/src/lib/${tag}.ts`,
  moduleReachIn: `apps/api/src/modules/wishlist/${tag}.ts`,
  sharedImportsApp: `packages/shared/src/${tag}.ts`,
};

let results: Map<string, string[]>;

beforeAll(async () => {
  plant(FILES.cycleA, `import { b } from './${tag}-b';\nexport const a = () => b();\n`);
  plant(FILES.cycleB, `import { a } from './${tag}-a';\nexport const b = (): unknown => a;\n`);
  // Another feature's internals, where its entry (features/cart/index.ts) is the way in.
  plant(FILES.featureReachIn, `import { useCartBooks } from '../cart/api/use-cart-books';\nexport const x = useCartBooks;\n`);
  plant(FILES.featureThroughEntry, `import { useCartBooks } from '../cart';\nexport const x = useCartBooks;\n`);
  plant(FILES.libImportsFeature, `import { useCartBooks } from '../features/cart';\nexport const x = useCartBooks;\n`);
  plant(FILES.appReachIn, `import { useWishlist } from '../features/wishlist/api/use-wishlist';\nexport const x = useWishlist;\n`);
  plant(FILES.apiLibImportsModule, `import { CartService } from '../modules/cart/cart-service';\nexport const x = CartService;\n`);
  // A module's repository is never another module's way in.
  plant(FILES.moduleReachIn, `import { CartRepository } from '../cart/cart-repository';\nexport const x = CartRepository;\n`);
  plant(FILES.sharedImportsApp, `import { t } from '../../../apps/web/src/lib/i18n';\nexport const x = t;\n`);
  const eslint = new ESLint({ cwd: root });
  const lint = await eslint.lintFiles(Object.values(FILES).map((path) => join(root, path)));
  results = new Map(lint.map((result) => [result.filePath, result.messages.map((m) => m.ruleId ?? m.message)]));
}, 120_000);

afterAll(() => {
  for (const file of planted) rmSync(file, { force: true });
});

const rulesIn = (path: string) => results.get(join(root, path)) ?? [`not linted: ${path}`];

describe('the import walls in eslint.config.js', () => {
  it('report an import cycle', () => {
    expect(rulesIn(FILES.cycleA)).toContain('import-x/no-cycle');
    expect(rulesIn(FILES.cycleB)).toContain('import-x/no-cycle');
  });

  it("report a feature reaching into another feature's internals, and let it through the public entry", () => {
    expect(rulesIn(FILES.featureReachIn)).toEqual(['import-x/no-restricted-paths']);
    expect(rulesIn(FILES.featureThroughEntry)).toEqual([]);
  });

  it("report app code reaching into a feature's internals", () => {
    expect(rulesIn(FILES.appReachIn)).toEqual(['import-x/no-restricted-paths']);
  });

  it("report the web's lib/ importing a feature, even through its entry", () => {
    expect(rulesIn(FILES.libImportsFeature)).toEqual(['import-x/no-restricted-paths']);
  });

  it("report the API's lib/ importing a module", () => {
    expect(rulesIn(FILES.apiLibImportsModule)).toEqual(['import-x/no-restricted-paths']);
  });

  it("report a module reaching into another module's repository", () => {
    expect(rulesIn(FILES.moduleReachIn)).toEqual(['import-x/no-restricted-paths']);
  });

  it('report packages/shared importing an app', () => {
    expect(rulesIn(FILES.sharedImportsApp)).toContain('import-x/no-restricted-paths');
  });
});
