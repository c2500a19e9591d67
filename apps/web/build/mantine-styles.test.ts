import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineStylesheetFor, withMantineStylesheet } from './mantine-styles';

const require = createRequire(import.meta.url);
/** The installed package's folder, found through the stylesheet every Mantine package with styles exports. */
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/styles.css`));
const stylesheetFile = (stylesheet: string) => path.join(packageDir(stylesheet.split('/').slice(0, 2).join('/')), stylesheet.split('/').slice(2).join('/'));

function classNamesModules(packageName: string): string[] {
  const esm = path.join(packageDir(packageName), 'esm');
  return readdirSync(esm, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.mjs'))
    .map((file) => path.join(esm, file));
}

describe('mantineStylesheetFor', () => {
  it("names a core component's own layered stylesheet", () => {
    expect(mantineStylesheetFor('/repo/node_modules/@mantine/core/esm/components/Button/Button.module.mjs')).toBe('@mantine/core/styles/Button.layer.css');
    expect(mantineStylesheetFor('C:\\repo\\node_modules\\@mantine\\core\\esm\\components\\Modal\\Modal.module.mjs')).toBe('@mantine/core/styles/Modal.layer.css');
  });

  it("names another package's one stylesheet", () => {
    expect(mantineStylesheetFor('/repo/node_modules/@mantine/notifications/esm/Notifications.module.mjs')).toBe('@mantine/notifications/styles.layer.css');
  });

  it('leaves other modules alone: Mantine code, the CommonJS build, the app', () => {
    expect(mantineStylesheetFor('/repo/node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBeUndefined();
    expect(mantineStylesheetFor('/repo/node_modules/@mantine/core/cjs/components/Button/Button.module.cjs')).toBeUndefined();
    expect(mantineStylesheetFor('/repo/apps/web/src/app/layout/AppLayout.module.css')).toBeUndefined();
    expect(withMantineStylesheet('export {};', '/repo/apps/web/src/main.tsx')).toBeUndefined();
  });

  it('prepends the import to the module', () => {
    const code = 'var Button_module_default = { "root": "m_77c9d27d" };\nexport { Button_module_default as default };';
    expect(withMantineStylesheet(code, '/repo/node_modules/@mantine/core/esm/components/Button/Button.module.mjs')).toBe(`import "@mantine/core/styles/Button.layer.css";\n${code}`);
  });

  // The installed Mantine keeps the shape the plugin relies on: a stylesheet for every class-names module.
  it.each(['@mantine/core', '@mantine/notifications'])('finds a stylesheet for every class-names module of %s', (packageName) => {
    const modules = classNamesModules(packageName);
    expect(modules.length).toBeGreaterThan(0);
    const missing = modules.map((file) => mantineStylesheetFor(file)!).filter((stylesheet) => !existsSync(stylesheetFile(stylesheet)));
    expect(missing).toEqual([]);
  });
});
