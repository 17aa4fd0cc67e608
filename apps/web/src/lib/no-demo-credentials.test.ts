import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every file the web app is built from (tests are not built into it). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|json|css|html)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('demo credentials', () => {
  it('are in no file the web app is built from: only a demo server hands them to the login page', () => {
    const root = join(__dirname, '..');
    const files = [...sourceFiles(root), join(root, '..', 'index.html')];
    expect(files.length).toBeGreaterThan(100);
    const leaking = files.filter((file) => /reader123|admin123|nusrat123|tanvir123|farhana123/.test(readFileSync(file, 'utf8')));
    expect(leaking).toEqual([]);
  });
});
