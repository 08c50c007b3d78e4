import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CustomElementDeclaration } from 'custom-elements-manifest/schema';
import { describe, expect, it } from 'vitest';
import { THEME } from '../src/element/theme.ts';
import { tagOf } from '../widgets/tags.ts';
import { classModuleOf, defineModuleOf, widgetManifest } from './manifest.ts';
import { classOf } from './widget-aliases.ts';
import { WIDGET_NAMES } from './widgets.ts';

const manifest = widgetManifest(WIDGET_NAMES);
const elements = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .filter((declaration): declaration is CustomElementDeclaration => 'tagName' in declaration);
const elementOf = (name: string) => elements.find((element) => element.tagName === tagOf(name));

/** A widget's element.ts as a test writes it: `name` is the file's widget, `body` its class. */
function fixture(body: string): (name: string) => string {
  const dir = mkdtempSync(join(tmpdir(), 'manifest-'));
  const file = join(dir, 'element.ts');
  writeFileSync(
    file,
    `import { widgetElement } from '@portal/element';\nimport { Fixture } from './Fixture';\n${body}`,
  );
  return () => file;
}

describe('custom-elements.json, from the widgets’ sources', () => {
  it('has one named class per widget, with its tag, and nothing unnamed', () => {
    expect(elements.map((element) => [element.tagName, element.name])).toEqual(
      WIDGET_NAMES.map((name) => [tagOf(name), classOf(name)]),
    );
    for (const declaration of manifest.modules.flatMap((module) => module.declarations ?? []))
      expect(declaration.name).toMatch(/^Portal[A-Z]\w+$/);
  });

  it('gives each attribute its mirroring property, and types every event', () => {
    const list = elementOf('product-list');
    expect(list?.attributes?.map((attribute) => [attribute.name, attribute.fieldName])).toEqual([
      ['section-id', 'sectionId'],
      ['kind', 'kind'],
      ['q', 'q'],
      ['type', 'type'],
      ['brand', 'brand'],
      ['url-params', 'urlParams'],
    ]);
    expect(list?.members?.find((member) => member.name === 'sectionId')).toMatchObject({
      kind: 'field',
      attribute: 'section-id',
      type: { text: 'string | null' },
    });
    expect(elementOf('basket-badge')?.attributes?.[0]).toMatchObject({ name: 'label', default: '"Корзина"' });
  });

  it('types each attribute and property as its values are: unions of what the element reads', () => {
    const typesOf = (name: string) =>
      Object.fromEntries(
        (elementOf(name)?.members ?? []).map((member) => [
          member.name,
          'type' in member ? member.type?.text : '',
        ]),
      );
    expect(typesOf('product-list')).toMatchObject({
      kind: "'novelty' | 'trends' | 'hits' | null",
      type: "'article' | 'description' | 'advanced' | 'kod' | null",
    });
    expect(typesOf('step-search')).toMatchObject({ type: "'article' | 'description' | null" });
    expect(typesOf('vin-catalogue')).toMatchObject({
      view: "'catalogues' | 'catalogue' | 'vehicles' | 'vin' | 'groups' | 'unit' | null",
    });
    // The partner's markup is in its key's record on the server: the constructor has no attribute.
    expect(typesOf('mat-constructor')).toEqual({});
    expect(elementOf('basket-checkout')?.events?.map((event) => [event.name, event.type?.text])).toEqual([
      ['portal-order-placed', "CustomEvent<PortalEventMap['portal-order-placed']>"],
      ['portal-navigate', "CustomEvent<PortalEventMap['portal-navigate']>"],
    ]);
  });

  it('gives every widget the root part and the theme, a widget’s own default first', () => {
    for (const element of elements) {
      expect(element.cssParts?.[0]?.name).toBe('root');
      const properties = element.cssProperties?.map((property) => property.name) ?? [];
      for (const name of Object.keys(THEME)) expect(properties).toContain(`--portal-${name}`);
      expect(new Set(properties).size).toBe(properties.length);
    }
    expect(elementOf('quick-search')?.cssProperties?.map((property) => property.name)).toContain(
      '--portal-search-width',
    );
    const stickyTop = (name: string) =>
      elementOf(name)?.cssProperties?.find((property) => property.name === '--portal-sticky-top')?.default;
    expect(stickyTop('product-list')).toBe('"0px"');
    expect(stickyTop('mat-constructor')).toBe('"12px"');
  });

  it('names the class module and the module that defines the tag', () => {
    const paths = manifest.modules.map((module) => module.path);
    for (const name of WIDGET_NAMES) {
      expect(paths).toContain(classModuleOf(name));
      const define = manifest.modules.find((module) => module.path === defineModuleOf(name));
      expect(define?.exports).toContainEqual({
        kind: 'custom-element-definition',
        name: tagOf(name),
        declaration: { name: classOf(name), module: classModuleOf(name) },
      });
    }
  });

  it('refuses an unnamed element class', () => {
    // A class defined where it is written has no name: the analyzer calls it anonymous_0.
    const source = fixture(`customElements.define('portal-fixture', class extends HTMLElement {});\n`);
    expect(() => widgetManifest(['fixture'], source)).toThrow(/an unnamed class/);
  });

  it('refuses an attribute or an event the JSDoc does not document', () => {
    const source = fixture(`/**
 * A fixture.
 *
 * @tag portal-fixture
 * @attr {string} label - The label. Defaults to none.
 */
export class PortalFixture extends widgetElement(Fixture, {
  attributes: { label: 'label', 'section-id': 'sectionId' },
  events: { onNavigate: 'portal-navigate' },
}) {}
`);
    expect(() => widgetManifest(['fixture'], source)).toThrow(
      /@attr label; widgetElement observes label, section-id[\s\S]*portal-navigate has no @fires line/,
    );
  });

  it('refuses a JSDoc type that is not what the element reads', () => {
    const source = fixture(`/**
 * A fixture.
 *
 * @tag portal-fixture
 * @attr {number} size - The size. Defaults to none.
 * @attr {boolean} open - Open. Defaults to absent.
 * @attr {'a' | 'b'} mode - The mode. Defaults to \`a\`.
 */
export class PortalFixture extends widgetElement(Fixture, {
  attributes: { size: 'size', open: 'open', mode: 'mode' },
}) {}
`);
    expect(() => widgetManifest(['fixture'], source)).toThrow(
      /@attr \{number\} size, and widgetElement reads it as text[\s\S]*@attr \{boolean\} open, and widgetElement reads it as text/,
    );
  });

  it('accepts the same class once it is documented', () => {
    const source = fixture(`/**
 * A fixture.
 *
 * @tag portal-fixture
 * @attr {string} label - The label. Defaults to none.
 * @fires portal-navigate - A link is clicked.
 * @csspart box - The box.
 */
export class PortalFixture extends widgetElement(Fixture, {
  attributes: { label: 'label' },
  events: { onNavigate: 'portal-navigate' },
}) {}
`);
    const [element] = widgetManifest(['fixture'], source).modules[0]?.declarations ?? [];
    expect(element).toMatchObject({ name: 'PortalFixture', tagName: 'portal-fixture' });
  });
});
