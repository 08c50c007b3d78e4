import { readFileSync } from 'node:fs';
import { create, ts } from '@custom-elements-manifest/analyzer/index.js';
// The analyzer's TypeScript (see analyzer.d.ts), whose AST it reads.
import type {
  ClassDeclaration,
  PropertyName,
  SourceFile,
} from '@custom-elements-manifest/analyzer/node_modules/typescript';
import type {
  Attribute,
  CssCustomProperty,
  CssPart,
  CustomElementDeclaration,
  CustomElementField,
  Event,
  JavaScriptModule,
  Package,
} from 'custom-elements-manifest/schema';
import { THEME } from '../src/element/theme.ts';
import { tagOf } from '../widgets/tags.ts';
import { classOf } from './widget-aliases.ts';

/** The manifest at the package's root, named by package.json's `customElements`. */
export const MANIFEST_FILE = 'custom-elements.json';

const DEFINE_SOURCE = 'src/element/define.tsx';
const elementSource = (name: string) => `widgets/${name}/element.ts`;

/** The package's modules of a widget: the class alone, and the stable file that defines its tag. */
export const classModuleOf = (name: string) => `dist/widgets/element/${name}.js`;
export const defineModuleOf = (name: string) => `dist/widgets/${name}.js`;

const parse = (path: string) =>
  ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true);

/** `section-id` → `sectionId`, as `widgetElement` names the property that mirrors an attribute. */
const propertyOf = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A property's type from its attribute's: the attribute's text, `null` when it is absent. */
const propertyType = (attributeType: string) => `${attributeType} | null`;

const nameOf = (node: PropertyName) =>
  ts.isStringLiteral(node) || ts.isIdentifier(node) ? node.text : node.getText();

/** What a widget's class passes to `widgetElement`: its attributes and the events of its callbacks. */
function widgetElementOptions(source: SourceFile, className: string) {
  const found = { attributes: [] as string[], events: [] as string[] };
  const declaration = source.statements.find(
    (statement): statement is ClassDeclaration =>
      ts.isClassDeclaration(statement) && statement.name?.text === className,
  );
  const base = declaration?.heritageClauses?.[0]?.types[0]?.expression;
  if (!base || !ts.isCallExpression(base) || base.expression.getText() !== 'widgetElement') return null;
  const options = base.arguments[1];
  if (!options) return found;
  if (!ts.isObjectLiteralExpression(options)) return null;
  for (const property of options.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.initializer)) continue;
    const entries = property.initializer.properties.filter(ts.isPropertyAssignment);
    if (nameOf(property.name) === 'attributes') found.attributes = entries.map((entry) => nameOf(entry.name));
    if (nameOf(property.name) === 'events')
      found.events = entries.map((entry) =>
        ts.isStringLiteral(entry.initializer) ? entry.initializer.text : '',
      );
  }
  return found;
}

/** The `@csspart` and `@cssprop` lines of `widgetElement`'s JSDoc: what every widget has. */
function sharedDocs(): { cssParts: CssPart[]; cssProperties: CssCustomProperty[] } {
  const source = parse(DEFINE_SOURCE);
  const fn = source.statements.find(
    (statement) => ts.isFunctionDeclaration(statement) && statement.name?.text === 'widgetElement',
  );
  const doc = fn
    ? ts
        .getJSDocCommentsAndTags(fn)
        .map((node) => node.getText())
        .join('\n')
    : '';
  const lines = (tag: string) =>
    [...doc.matchAll(new RegExp(`@${tag} (\\S+) - (.+)`, 'g'))].map(([, name = '', description = '']) =>
      withDefault({ name, description }),
    );
  return { cssParts: lines('csspart'), cssProperties: lines('cssprop') };
}

/** "… Defaults to `14px`." also gives the manifest's `default` (as source text, `"14px"`). */
function withDefault<T extends { description?: string }>(item: T): T & { default?: string } {
  const value = item.description?.match(/Defaults to `([^`]*)`\.$/)?.[1];
  return value === undefined ? item : { ...item, default: JSON.stringify(value) };
}

/**
 * The custom elements manifest of every registered widget, made by the Custom Elements Manifest
 * analyzer from the JSDoc of the widgets' element classes (`@tag`, `@attr`, `@fires`, `@csspart`,
 * `@cssprop`) and completed from what the analyzer cannot read: the properties that mirror the
 * attributes, the base class (HTMLElement: `widgetElement(…)` is no mixin), what `widgetElement`
 * gives every widget (the `root` part, the theme's properties), and the package's files. Throws,
 * naming each, on a class without a name or tag, an attribute or event not documented (or
 * documented and not there), or a line without a description.
 */
export function widgetManifest(
  names: readonly string[],
  /** Where a widget's element class is; another file in tests. */
  sourceOf: (name: string) => string = elementSource,
): Package {
  const sources = names.map((name) => parse(sourceOf(name)));
  const analysed = create({ modules: sources, context: { dev: false } });
  const shared = sharedDocs();
  const problems: string[] = [];
  const theme = Object.entries(THEME).map(
    ([name, fallback]) => `--portal-${name} ${JSON.stringify(fallback)}`,
  );
  const documentedTheme = shared.cssProperties.map((property) => `${property.name} ${property.default}`);
  if (theme.join() !== documentedTheme.join())
    problems.push(
      `${DEFINE_SOURCE}: the @cssprop lines of widgetElement are not the theme: ${theme.join(', ')}`,
    );
  const modules: JavaScriptModule[] = [];

  names.forEach((name, index) => {
    const file = sourceOf(name);
    const declarations = analysed.modules[index]?.declarations ?? [];
    for (const declaration of declarations) {
      if (!declaration.name || declaration.name.startsWith('anonymous_'))
        problems.push(`${file}: an unnamed ${declaration.kind}`);
    }
    const element = declarations.find(
      (declaration): declaration is CustomElementDeclaration =>
        declaration.kind === 'class' && 'customElement' in declaration && declaration.customElement === true,
    );
    if (!element || element.name !== classOf(name) || element.tagName !== tagOf(name)) {
      problems.push(`${file}: no class ${classOf(name)} with the JSDoc tag @tag ${tagOf(name)}`);
      return;
    }
    const options = widgetElementOptions(sources[index] as SourceFile, element.name);
    if (!options) {
      problems.push(`${file}: ${element.name} does not extend widgetElement(Component, { … })`);
      return;
    }
    const attributes = (element.attributes ?? []).map(withDefault);
    const documented = attributes.map((attribute) => attribute.name).sort();
    if (documented.join() !== [...options.attributes].sort().join())
      problems.push(
        `${file}: @attr ${documented.join(', ')}; widgetElement observes ${options.attributes.join(', ')}`,
      );
    const events = element.events ?? [];
    for (const type of options.events)
      if (!events.some((event) => event.name === type)) problems.push(`${file}: ${type} has no @fires line`);
    const described = [
      ...attributes,
      ...events,
      ...(element.cssParts ?? []),
      ...(element.cssProperties ?? []),
    ];
    for (const item of described)
      if (!item.description) problems.push(`${file}: ${item.name} has no description`);
    for (const attribute of attributes)
      if (!attribute.description?.includes('Defaults to'))
        problems.push(`${file}: @attr ${attribute.name} does not say its default`);
    // The JSDoc's type is the property's, and widgetElement's properties hold the attribute's text:
    // a string, or the union of the values it takes.
    for (const attribute of attributes) {
      const documentedType = attribute.type?.text ?? 'string';
      if (documentedType !== 'string' && !/^'[\w-]+'( \| '[\w-]+')*$/.test(documentedType))
        problems.push(
          `${file}: @attr {${documentedType}} ${attribute.name}, and widgetElement reads it as text`,
        );
    }

    const declaration: CustomElementDeclaration = {
      kind: 'class',
      customElement: true,
      name: element.name,
      tagName: element.tagName,
      description: element.description ?? '',
      superclass: { name: 'HTMLElement', package: 'global:' },
      attributes: attributes.map(
        (attribute): Attribute => ({
          ...attribute,
          type: { text: attribute.type?.text ?? 'string' },
          fieldName: propertyOf(attribute.name),
        }),
      ),
      members: attributes.map(
        (attribute): CustomElementField => ({
          kind: 'field',
          name: propertyOf(attribute.name),
          type: { text: propertyType(attribute.type?.text ?? 'string') },
          attribute: attribute.name,
          reflects: true,
          ...(attribute.description ? { description: attribute.description } : {}),
          ...(attribute.default ? { default: attribute.default } : {}),
        }),
      ),
      events: events.map(
        (event): Event => ({ ...event, type: { text: `CustomEvent<PortalEventMap['${event.name}']>` } }),
      ),
      cssParts: [...shared.cssParts, ...(element.cssParts ?? [])],
      // A widget's own line for a shared property (its own default) takes the shared line's place.
      cssProperties: [
        ...shared.cssProperties.filter(
          (property) => !element.cssProperties?.some((own) => own.name === property.name),
        ),
        ...(element.cssProperties ?? []).map(withDefault),
      ],
    };
    const reference = { name: element.name, module: classModuleOf(name) };
    modules.push(
      {
        kind: 'javascript-module',
        path: classModuleOf(name),
        declarations: [declaration],
        exports: [
          { kind: 'js', name: element.name, declaration: { name: element.name } },
          { kind: 'js', name: 'default', declaration: { name: element.name } },
        ],
      },
      {
        kind: 'javascript-module',
        path: defineModuleOf(name),
        declarations: [],
        exports: [
          { kind: 'js', name: element.name, declaration: reference },
          { kind: 'js', name: 'default', declaration: reference },
          { kind: 'custom-element-definition', name: tagOf(name), declaration: reference },
        ],
      },
    );
  });
  if (problems.length > 0) throw new Error(`custom elements manifest:\n  ${problems.join('\n  ')}`);
  return { schemaVersion: '2.1.0', readme: 'README.md', modules };
}
