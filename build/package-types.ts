import { ts } from '@custom-elements-manifest/analyzer/index.js';
// The analyzer's TypeScript (see analyzer.d.ts): a compiler API, which the project's TypeScript 7 lacks.
import type {
  Program,
  Signature,
  Symbol as TsSymbol,
  Type,
  TypeChecker,
  TypeReference,
} from '@custom-elements-manifest/analyzer/node_modules/typescript';
import type { CustomElementDeclaration, Package } from 'custom-elements-manifest/schema';
import { WIDGET_NAMES } from './widgets.ts';

/** Where the package's declarations are written. */
export const TYPES_DIR = 'dist/types';

/** The public types the declarations start from: the events' details and the loader's global. */
const ROOTS = [
  { file: 'src/element/events.ts', name: 'PortalEventMap' },
  { file: 'src/element/global.ts', name: 'PortalWidgetsGlobal' },
] as const;

/**
 * Writes TypeScript declarations of the source types the package's API shows, self-contained: a
 * type declared in the project (an interface, an alias) is declared again under its name, printed
 * from what the checker resolved (members, unions, arrays, index signatures, call signatures), so
 * that the package needs none of the project's sources or path aliases.
 */
class TypePrinter {
  /** Each named type's declaration, in the order they were met; the name is taken before its body. */
  readonly declarations = new Map<string, { symbol: TsSymbol; text: string }>();
  readonly #checker: TypeChecker;
  readonly #program: Program;

  constructor(program: Program) {
    this.#program = program;
    this.#checker = program.getTypeChecker();
  }

  /** A declared type of ours by its name (declared once, its body printed); any other, in full. */
  reference(type: Type): string {
    const alias = type.aliasSymbol;
    if (alias && this.#isOurs(alias)) {
      if (type.aliasTypeArguments?.length) throw new Error(`generic ${alias.name} is not printed`);
      return this.#named(alias, () => `export type ${alias.name} = ${this.body(type)};`);
    }
    const symbol = type.getSymbol();
    if (!alias && symbol && symbol.flags & ts.SymbolFlags.Interface && this.#isOurs(symbol)) {
      return this.#named(symbol, () => `export interface ${symbol.name} ${this.#object(type)}`);
    }
    return this.body(type);
  }

  /** The type spelled out, its parts by reference. */
  body(type: Type): string {
    const checker = this.#checker;
    if (type.isUnion()) {
      const members = type.types.map((member) => this.reference(member));
      const hasBoolean = members.includes('true') && members.includes('false');
      return [
        ...new Set(
          members.map((member) => (hasBoolean && /^(true|false)$/.test(member) ? 'boolean' : member)),
        ),
      ].join(' | ');
    }
    if (type.isIntersection()) return type.types.map((member) => this.#grouped(member)).join(' & ');
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(type as TypeReference);
      if (!element) throw new Error('an array without its element type');
      const readonly = type.getSymbol()?.name === 'ReadonlyArray' ? 'readonly ' : '';
      return `${readonly}${this.#grouped(element)}[]`;
    }
    if (type.flags & ts.TypeFlags.Object) return this.#object(type);
    return checker.typeToString(type);
  }

  #grouped(type: Type): string {
    const text = this.reference(type);
    return (type.isUnion() || type.isIntersection()) && !type.aliasSymbol ? `(${text})` : text;
  }

  #object(type: Type): string {
    const checker = this.#checker;
    const signatures = type.getCallSignatures();
    const properties = checker.getPropertiesOfType(type);
    const indexes = checker.getIndexInfosOfType(type);
    if (signatures.length > 0 && properties.length === 0 && indexes.length === 0) {
      if (signatures.length > 1) throw new Error('an overloaded function is not printed');
      return this.#signature(signatures[0] as Signature);
    }
    const lines = [
      ...properties.map((property) => {
        const declaration = property.valueDeclaration ?? property.declarations?.[0];
        const readonly =
          declaration && ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly
            ? 'readonly '
            : '';
        const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
        const name = /^[A-Za-z_$][\w$]*$/.test(property.name) ? property.name : JSON.stringify(property.name);
        const propertyType = checker.getTypeOfSymbol(property);
        const shown = optional ? checker.getNonNullableType(propertyType) : propertyType;
        return `${this.#doc(property)}${readonly}${name}${optional}: ${this.reference(shown)};`;
      }),
      ...indexes.map(
        (index) =>
          `${index.isReadonly ? 'readonly ' : ''}[key: ${checker.typeToString(index.keyType)}]: ${this.reference(index.type)};`,
      ),
    ];
    return lines.length === 0 ? '{}' : `{\n${lines.join('\n').replace(/^/gm, '  ')}\n}`;
  }

  #signature(signature: Signature): string {
    const parameters = signature.getParameters().map((parameter) => {
      const declaration = parameter.valueDeclaration;
      const optional = declaration && ts.isParameter(declaration) && declaration.questionToken ? '?' : '';
      return `${parameter.name}${optional}: ${this.reference(this.#checker.getTypeOfSymbol(parameter))}`;
    });
    return `(${parameters.join(', ')}) => ${this.reference(signature.getReturnType())}`;
  }

  #doc(symbol: TsSymbol): string {
    const text = ts.displayPartsToString(symbol.getDocumentationComment(this.#checker));
    return text ? `/** ${text.replace(/\n/g, '\n * ')} */\n` : '';
  }

  #named(symbol: TsSymbol, declare: () => string): string {
    const known = this.declarations.get(symbol.name);
    if (known && known.symbol !== symbol) throw new Error(`two public types are named ${symbol.name}`);
    if (!known) {
      const entry = { symbol, text: '' };
      this.declarations.set(symbol.name, entry);
      entry.text = `${this.#doc(symbol)}${declare()}`;
    }
    return symbol.name;
  }

  #isOurs(symbol: TsSymbol): boolean {
    return (symbol.declarations ?? []).some((declaration) => {
      const file = declaration.getSourceFile();
      return !file.fileName.includes('/node_modules/') && !this.#program.isSourceFileDefaultLibrary(file);
    });
  }
}

/** The project's compiler options (tsconfig.json), for a program of just the public types' files. */
function publicTypesProgram(): Program {
  const config = ts.readConfigFile('tsconfig.json', ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, process.cwd());
  return ts.createProgram({
    rootNames: ROOTS.map((root) => root.file),
    options: { ...options, noEmit: true },
  });
}

/** The source types of ROOTS and everything they name, as declarations. */
function publicTypes(): { text: string; names: string[] } {
  const program = publicTypesProgram();
  const checker = program.getTypeChecker();
  const printer = new TypePrinter(program);
  const names = ROOTS.map(({ file, name }) => {
    const source = program.getSourceFile(file);
    const symbol =
      source && checker.getSymbolAtLocation(source)?.exports?.get(ts.escapeLeadingUnderscores(name));
    if (!symbol) throw new Error(`${file} exports no ${name}`);
    return printer.reference(checker.getDeclaredTypeOfSymbol(symbol));
  });
  return { text: [...printer.declarations.values()].map((entry) => entry.text).join('\n\n'), names };
}

const elementsOf = (manifest: Package) =>
  manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration): declaration is CustomElementDeclaration => 'tagName' in declaration);

const doc = (text: string | undefined, indent = '') =>
  text ? `${indent}/** ${text.replace(/\n/g, `\n${indent} * `)} */\n` : '';

/** An element's class: its properties, documented as in the manifest. */
function classDeclaration(element: CustomElementDeclaration): string {
  const members = (element.members ?? []).map(
    (member) =>
      `${doc(member.description, '  ')}  ${member.name}: ${'type' in member ? member.type?.text : 'unknown'};`,
  );
  const body = members.length > 0 ? `{\n${members.join('\n')}\n}` : '{}';
  return `${doc(element.description)}export declare class ${element.name} extends HTMLElement ${body}`;
}

/** A tag's attributes as an object type, each of its type (`string`, or the union of its values). */
function attributesType(element: CustomElementDeclaration): string {
  const attributes = (element.attributes ?? []).map(
    (attribute) => `${JSON.stringify(attribute.name)}?: ${attribute.type?.text ?? 'string'}`,
  );
  return attributes.length > 0 ? `{ ${attributes.join('; ')} }` : '{}';
}

/** What each tag takes in React's JSX: its attributes and an `on` prop per event it sends. */
function jsxDeclaration(element: CustomElementDeclaration): string {
  return `      ${JSON.stringify(element.tagName)}: PortalElementProps<${element.name}, ${attributesType(
    element,
  )}, ${eventsOf(element)}>;`;
}

/** The events a tag sends, as a union of their names (`never` if none). */
const eventsOf = (element: CustomElementDeclaration) =>
  (element.events ?? []).map((event) => JSON.stringify(event.name)).join(' | ') || 'never';

/** Each tag's own attributes and events, keyed by tag, for the frameworks' declarations. */
const tagEntries = (
  elements: CustomElementDeclaration[],
  entry: (element: CustomElementDeclaration, attributes: string, events: string) => string,
) => elements.map((element) => entry(element, attributesType(element), eventsOf(element))).join('\n');

/**
 * Vue's `GlobalComponents`: each tag's attributes and, per event, the handler Vue's template compiler
 * binds `@portal-basket-change` to (`onPortalBasketChange`).
 */
function vueDeclarations(elements: CustomElementDeclaration[], eventMap: string, header: string): string {
  return `${header}import type { DefineComponent } from 'vue';
import type { ${eventMap} } from './elements.js';

/** \`portal-basket-change\` → \`PortalBasketChange\`: how Vue names an event's handler after \`on\`. */
type Pascal<Name extends string> = Name extends \`\${infer Head}-\${infer Tail}\`
  ? \`\${Capitalize<Head>}\${Pascal<Tail>}\`
  : Capitalize<Name>;

/** A widget tag in a Vue template: \`<portal-basket-badge label="Заказ" @portal-basket-change="…" />\`. */
type PortalComponent<Attributes, Event extends keyof ${eventMap}> = DefineComponent<
  Attributes & {
    [Type in Event as \`on\${Pascal<Type>}\`]?: (event: CustomEvent<${eventMap}[Type]>) => void;
  }
>;

declare module 'vue' {
  interface GlobalComponents {
${tagEntries(elements, (element, attributes, events) => `    ${JSON.stringify(element.tagName)}: PortalComponent<${attributes}, ${events}>;`)}
  }
}
`;
}

/** Svelte 5's elements: the HTML attributes, its own, and \`on\` + each event's name (Svelte 5 listens). */
function svelteDeclarations(elements: CustomElementDeclaration[], eventMap: string, header: string): string {
  return `${header}import type { HTMLAttributes } from 'svelte/elements';
import type { ${[eventMap, ...elements.map((element) => element.name)].join(', ')} } from './elements.js';

/** A widget tag in Svelte: \`<portal-basket-badge label="Заказ" onportal-basket-change={…} />\`. */
type PortalElementAttributes<Element extends HTMLElement, Attributes, Event extends keyof ${eventMap}> =
  HTMLAttributes<Element> & Attributes & {
    [Type in Event as \`on\${Type}\`]?: (event: CustomEvent<${eventMap}[Type]>) => void;
  };

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
${tagEntries(elements, (element, attributes, events) => `    ${JSON.stringify(element.tagName)}: PortalElementAttributes<${element.name}, ${attributes}, ${events}>;`)}
  }
}
`;
}

/** Solid's JSX: the HTML attributes, its own, and \`on:\` + each event's name (Solid's listener). */
function solidDeclarations(elements: CustomElementDeclaration[], eventMap: string, header: string): string {
  return `${header}import type { JSX } from 'solid-js';
import type { ${[eventMap, ...elements.map((element) => element.name)].join(', ')} } from './elements.js';

/** A widget tag in Solid: \`<portal-basket-badge label="Заказ" on:portal-basket-change={…} />\`. */
type PortalElementAttributes<Element extends HTMLElement, Attributes, Event extends keyof ${eventMap}> =
  JSX.HTMLAttributes<Element> & Attributes & {
    [Type in Event as \`on:\${Type}\`]?: (event: CustomEvent<${eventMap}[Type]>) => void;
  };

declare module 'solid-js' {
  namespace JSX {
    interface IntrinsicElements {
${tagEntries(elements, (element, attributes, events) => `      ${JSON.stringify(element.tagName)}: PortalElementAttributes<${element.name}, ${attributes}, ${events}>;`)}
    }
  }
}
`;
}

/**
 * The package's declarations, from the manifest and the source types (file → text, in TYPES_DIR):
 * - `elements.d.ts`: the element classes, the public types, and the global maps (tag → class,
 *   `portal-*` event (and the deprecated `portal:*`) → `CustomEvent`, `window.PortalWidgets`);
 * - `index.d.ts`: the loader's and `./types`': all of it, as types, and the loader's `configure`;
 * - `NAME.d.ts`: a widget's modules (`./NAME` and `./NAME/element`): its class;
 * - `react.d.ts`: React's JSX for every tag;
 * - `vue.d.ts`, `svelte.d.ts`, `solid.d.ts`: Vue's global components, Svelte's and Solid's elements.
 */
export function packageTypes(manifest: Package): Record<string, string> {
  const elements = elementsOf(manifest);
  const { text: types, names } = publicTypes();
  const [eventMap = 'PortalEventMap', widgetsGlobal = 'PortalWidgetsGlobal'] = names;
  const tagMap = elements.map((element) => `    ${JSON.stringify(element.tagName)}: ${element.name};`);
  const header = '// Written by build/package-types.ts from the sources and custom-elements.json.\n';
  const elementsFile = `${header}
${types}

/** The name of every event a widget sends. */
export type PortalEventType = keyof ${eventMap};

/**
 * The previous version's names (\`portal:*\`), each still sent after its \`portal-*\` event, for this
 * version only.
 * @deprecated listen to the \`portal-*\` names.
 */
export type PortalDeprecatedEventMap = {
  [Type in PortalEventType as Type extends \`portal-\${infer Name}\` ? \`portal:\${Name}\` : never]: ${eventMap}[Type];
};

/** The widgets' events as the DOM dispatches them: bubbling, composed \`CustomEvent\`s. */
export type PortalDomEvents = { [Type in PortalEventType]: CustomEvent<${eventMap}[Type]> } & {
  [Type in keyof PortalDeprecatedEventMap]: CustomEvent<PortalDeprecatedEventMap[Type]>;
};

${elements.map(classDeclaration).join('\n\n')}

declare global {
  interface HTMLElementTagNameMap {
${tagMap.join('\n')}
  }
  interface HTMLElementEventMap extends PortalDomEvents {}
  interface DocumentEventMap extends PortalDomEvents {}
  interface WindowEventMap extends PortalDomEvents {}
  interface Window {
    PortalWidgets?: ${widgetsGlobal};
  }
}
`;
  const exported = [
    ...elements.map((element) => element.name),
    ...names,
    'PortalEventType',
    'PortalDeprecatedEventMap',
    'PortalDomEvents',
  ];
  const typeNames =
    types.match(/^export (?:type|interface) (\w+)/gm)?.map((line) => line.split(' ')[2] ?? '') ?? [];
  const index = `${header}import type { ${widgetsGlobal} } from './elements.js';

export type {\n  ${[...new Set([...exported, ...typeNames])].sort().join(',\n  ')},\n} from './elements.js';

/**
 * Configures every widget of the page (where the API is, where portal links lead, a partner's key),
 * whichever of the package's modules was imported first: the same as \`window.PortalWidgets.configure\`.
 */
export declare const configure: ${widgetsGlobal}['configure'];
`;
  const react = `${header}import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ${[eventMap, ...elements.map((element) => element.name)].join(', ')} } from './elements.js';

/**
 * A widget tag in JSX: the HTML attributes, its own attributes (each of its type) and, for each event it
 * sends, \`on\` with the event's name (React 19 listens to it on the element):
 * \`<portal-basket-badge label="Заказ" onportal-basket-change={(event) => event.detail.count} />\`.
 */
type PortalElementProps<Element extends HTMLElement, Attributes, Event extends keyof ${eventMap}> =
  DetailedHTMLProps<HTMLAttributes<Element>, Element> & Attributes & {
    [Type in Event as \`on\${Type}\`]?: (event: CustomEvent<${eventMap}[Type]>) => void;
  };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${elements.map(jsxDeclaration).join('\n')}
    }
  }
}
`;
  const widgets = Object.fromEntries(
    WIDGET_NAMES.map((name) => {
      const element = elements.find((candidate) => candidate.tagName === `portal-${name}`);
      if (!element) throw new Error(`${name} is not in the manifest`);
      return [
        `${name}.d.ts`,
        `${header}export { ${element.name}, ${element.name} as default } from './elements.js';\n`,
      ];
    }),
  );
  return {
    'elements.d.ts': elementsFile,
    'index.d.ts': index,
    'react.d.ts': react,
    'vue.d.ts': vueDeclarations(elements, eventMap, header),
    'svelte.d.ts': svelteDeclarations(elements, eventMap, header),
    'solid.d.ts': solidDeclarations(elements, eventMap, header),
    ...widgets,
  };
}
