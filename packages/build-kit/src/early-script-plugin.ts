import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rspack, type Compiler } from '@rspack/core';

/**
 * Compiles a self-contained TypeScript file (type imports only: nothing is bundled) into a small classic script.
 * Throws when the file would need a module system.
 */
export function compileEarlyScript(sourceFile: string, minify: boolean): string {
  const { code } = rspack.experiments.swc.transformSync(readFileSync(sourceFile, 'utf8'), {
    filename: sourceFile,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2019' },
    module: { type: 'es6' },
  });
  // a file with type imports is a module: swc marks it with an empty export, which a classic script cannot have
  const script = code.replace(/^export \{\s*\};?\s*$/m, '');
  if (/^\s*(?:import|export)\b/m.test(script)) throw new Error(`${sourceFile}: the early script cannot import or export (it runs unbundled)`);
  return minify ? rspack.experiments.swc.minifySync(script, { compress: true, mangle: true }).code : script;
}

/**
 * Adds a tiny script to the page, before the bundle: it runs as soon as it arrives (about one round trip after
 * the HTML, while the much larger bundle is still downloading) and starts the requests the page will need.
 * It is a file, not an inline script: the site's Content-Security-Policy allows no inline script.
 */
export class EarlyScriptPlugin {
  constructor(
    private readonly sourceFile: string,
    private readonly minify: boolean,
  ) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(EarlyScriptPlugin.name, (compilation) => {
      compilation.fileDependencies.add(this.sourceFile);
      const code = compileEarlyScript(this.sourceFile, this.minify);
      const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
      const fileName = this.minify ? `static/js/early.${hash}.js` : 'early.js';
      compilation.hooks.processAssets.tap({ name: EarlyScriptPlugin.name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(fileName, new RawSource(code));
      });
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(EarlyScriptPlugin.name, async (data) => {
        // deferred and first: it always runs before the bundle (which then finds its requests under way), and as
        // soon as it arrives, while the much larger bundle files are still downloading
        data.assetTags.scripts.unshift({ tagName: 'script', attributes: { defer: true, src: `${data.publicPath}${fileName}` }, voidTag: false });
        return data;
      });
    });
  }
}
