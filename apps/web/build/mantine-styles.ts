import type { Plugin } from 'vite';

/**
 * A Mantine module of class names: `@mantine/<package>/esm/…/<Name>.module.mjs`, the compiled half of the
 * component's CSS module (its CSS ships apart, in `styles/<Name>.css` and the package's `styles.css`).
 */
const classNamesModule = /[\\/]@mantine[\\/]([a-z-]+)[\\/]esm[\\/](?:.*[\\/])?([A-Za-z]+)\.module\.mjs$/;

/**
 * The stylesheet that holds the rules of a Mantine class-names module, or undefined for a file that is not
 * one. `@mantine/core` has one file per component; the other packages one file each. The `.layer` files
 * wrap the rules in `@layer mantine`, so the app's own CSS wins whatever order the chunks arrive in.
 */
export function mantineStylesheetFor(moduleId: string): string | undefined {
  const match = classNamesModule.exec(moduleId);
  if (!match) return undefined;
  const [, packageName, component] = match;
  return packageName === 'core' ? `@mantine/core/styles/${component}.layer.css` : `@mantine/${packageName}/styles.layer.css`;
}

/** Prepends the import of its stylesheet to a Mantine class-names module; leaves other code alone. */
export function withMantineStylesheet(code: string, moduleId: string): string | undefined {
  const stylesheet = mantineStylesheetFor(moduleId);
  return stylesheet ? `import ${JSON.stringify(stylesheet)};\n${code}` : undefined;
}

const transform = {
  filter: { id: classNamesModule },
  handler: (code: string, id: string) => {
    const withStylesheet = withMantineStylesheet(code, id);
    return withStylesheet ? { code: withStylesheet, map: null } : undefined;
  },
};

/**
 * Mantine's CSS per component, with the component's code: each class-names module imports its own
 * stylesheet, so the bundler puts a component's CSS in the chunk that holds its code and the first load
 * carries only the CSS of the components the shell imports (docs/decisions.md). The global styles
 * (baseline, CSS variables, global classes) are imported by src/main.tsx.
 */
export function mantineStylesPerComponent(): Plugin {
  return {
    name: 'velvet-mantine-styles-per-component',
    enforce: 'pre',
    transform,
    // The dev server serves @mantine/* pre-bundled: the same import, made while pre-bundling (Vite keeps a
    // CSS import of a pre-bundled package as an import of the file).
    config: () => ({ optimizeDeps: { rolldownOptions: { plugins: [{ name: 'velvet-mantine-styles-per-component:deps', transform }] } } }),
  };
}
