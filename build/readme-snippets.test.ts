import { parseTemplate, TmplAstElement } from '@angular/compiler';
import { transformSync } from '@babel/core';
import { compile } from '@vue/compiler-dom';
import { describe, expect, it } from 'vitest';
import { READMES, recipes, snippets } from './readme-snippets';
import { WIDGET_NAMES } from './widgets';

/** Babel's react-jsx transform with its default options, as a React app's build runs it. */
function babelReactJsx(code: string): void {
  transformSync(code, {
    babelrc: false,
    configFile: false,
    filename: 'snippet.tsx',
    parserOpts: { plugins: ['jsx', 'typescript'] },
    plugins: [['@babel/plugin-transform-react-jsx', { runtime: 'automatic' }]],
  });
}

function vueTemplateErrors(code: string): string[] {
  const template = code.match(/<template>([\s\S]*)<\/template>/)?.[1] ?? code;
  const errors: string[] = [];
  compile(template, {
    isCustomElement: (tag) => tag.startsWith('portal-'),
    onError: (error) => errors.push(error.message),
  });
  return errors;
}

/** Angular's parse errors, and each event binding that does not listen to the element's own event. */
function angularTemplateErrors(code: string): string[] {
  const parsed = parseTemplate(code, 'snippet.html');
  const errors = (parsed.errors ?? []).map((error) => error.msg);
  const visit = (nodes: readonly object[]): void => {
    for (const node of nodes) {
      if (!(node instanceof TmplAstElement)) continue;
      // `(portal:x)` reads as the event `x` of a target named `portal`: not what the widget sends.
      for (const output of node.outputs)
        if (output.target) errors.push(`(${output.target}:${output.name}) listens on ${output.target}`);
      visit(node.children);
    }
  };
  visit(parsed.nodes);
  return errors;
}

describe("the READMEs' snippets compile in each framework", () => {
  it('has an embedding recipe in every widget’s README (e2e/readme-recipes.test.ts runs each)', () => {
    for (const name of WIDGET_NAMES) expect(recipes(`widgets/${name}/README.md`), name).not.toHaveLength(0);
    expect(recipes('README.md')).toHaveLength(2);
  });

  it('has a React, a Vue and an Angular snippet in the package README', () => {
    for (const language of ['tsx', 'vue', 'angular-html'])
      expect(snippets('package/README.md', language), language).not.toHaveLength(0);
  });

  it.each(READMES)("%s: each tsx snippet under Babel's react-jsx transform", (file) => {
    for (const snippet of snippets(file, 'tsx')) expect(() => babelReactJsx(snippet), snippet).not.toThrow();
  });

  it.each(READMES)("%s: each vue snippet under Vue's template compiler", (file) => {
    for (const snippet of snippets(file, 'vue')) expect(vueTemplateErrors(snippet), snippet).toEqual([]);
  });

  it.each(READMES)("%s: each angular-html snippet under Angular's template parser", (file) => {
    for (const snippet of snippets(file, 'angular-html'))
      expect(angularTemplateErrors(snippet), snippet).toEqual([]);
  });

  it('the parsers refuse what the previous event names needed (so that the tests above can fail)', () => {
    expect(() => babelReactJsx('<portal-basket-badge onportal:basket-change={f} />')).toThrow(
      /Namespace tags are not supported/,
    );
    expect(
      angularTemplateErrors('<portal-basket-badge (portal:basket-change)="f($event)"></portal-basket-badge>'),
    ).not.toEqual([]);
  });
});
