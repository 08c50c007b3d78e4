import { getWebTypesData } from 'custom-element-jet-brains-integration';
import { getVsCodeHtmlCustomData } from 'custom-element-vs-code-integration';
import type { CustomElementDeclaration, Declaration, Package } from 'custom-elements-manifest/schema';

/** VS Code's HTML custom data of every tag, at the package's root (its README says how to use it). */
export const VSCODE_DATA_FILE = 'vscode.html-custom-data.json';
/** JetBrains' web-types of every tag, at the package's root, named by package.json's `web-types`. */
export const WEB_TYPES_FILE = 'web-types.json';

/**
 * What editors read to complete and document the tags, written from the manifest
 * (custom-elements.json) by the libraries made for it: each tag with its description, attributes
 * (their types and defaults), events, parts and custom properties.
 */
export function editorData(manifest: Package): Record<string, string> {
  // What the libraries read: the modules' custom elements (the defining modules declare none).
  const elements = {
    ...manifest,
    modules: manifest.modules.map((module) => ({
      ...module,
      declarations: (module.declarations ?? []).filter(isCustomElement),
    })),
  };
  return {
    [VSCODE_DATA_FILE]: getVsCodeHtmlCustomData(elements, {}),
    [WEB_TYPES_FILE]: getWebTypesData(elements, {}),
  };
}

const isCustomElement = (
  declaration: Declaration,
): declaration is CustomElementDeclaration & { customElement: true } =>
  'customElement' in declaration && declaration.customElement === true;
